/**
 * "Save course for offline": shows the size first, checks the browser's free space
 * (`navigator.storage.estimate`), asks for persistent storage so the browser does not evict it, then
 * fetches every file once so the service worker keeps it. Saved courses mark their lessons
 * "available offline".
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { db } from '../../lib/db.ts';
import { getMeta, setMeta } from '../../sync/meta.ts';
import type { LearnCourse } from './learn-data.ts';
import { hasRoom, offlinePlan } from './offline-plan.ts';

const key = (courseId: number) => `learn:offline:${courseId}`;

export const useSavedOffline = (courseId: number) =>
  useLiveQuery(async () => !!(await getMeta<{ saved_at: number }>(db, key(courseId))), [courseId]);

export function SaveOffline({ course }: { course: LearnCourse }) {
  const saved = useSavedOffline(course.id);
  const [state, setState] = useState<'idle' | 'saving' | 'no_space' | 'failed'>('idle');
  const [done, setDone] = useState(0);
  const plan = offlinePlan(course, JSON.stringify(course).length);
  const save = async () => {
    const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
    if (!hasRoom(plan.bytes, estimate)) return setState('no_space');
    await navigator.storage?.persist?.().catch(() => false);
    setState('saving');
    setDone(0);
    try {
      // One file at a time: on a weak link parallel downloads only make every one of them slower.
      for (const url of plan.urls) {
        const res = await fetch(url);
        if (!res.ok) throw new Error(String(res.status));
        await res.blob();
        setDone((n) => n + 1);
      }
      await setMeta(db, key(course.id), { saved_at: Date.now(), urls: plan.urls });
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="admin-panel" data-testid="learn-save-offline">
      {saved ? (
        <p data-testid="learn-saved-offline">
          <FormattedMessage id="learn.offline.saved" />
        </p>
      ) : (
        <p>
          <FormattedMessage
            id="learn.offline.size"
            values={{ size: <FormattedNumber value={plan.bytes / 1_000_000} maximumFractionDigits={1} /> }}
          />{' '}
          <button type="button" className="btn" disabled={state === 'saving'} onClick={() => void save()}>
            <FormattedMessage id="learn.offline.save" />
          </button>
        </p>
      )}
      {state === 'saving' && (
        <p role="status">
          <FormattedMessage id="learn.offline.progress" values={{ done, total: plan.urls.length }} />
        </p>
      )}
      {state === 'no_space' && (
        <p className="field-error" role="alert">
          <FormattedMessage id="learn.offline.no_space" />
        </p>
      )}
      {state === 'failed' && (
        <p className="field-error" role="alert">
          <FormattedMessage id="learn.offline.failed" />
        </p>
      )}
    </div>
  );
}
