/**
 * "Save course for offline": shows the size first (text, pictures, materials and the videos in the
 * quality picked), checks the browser's free space (`navigator.storage.estimate`), asks for persistent
 * storage so the browser does not evict it, then fetches every file not yet saved so the service worker
 * keeps it (offline-save.ts: resumable, per file). A saved course whose lessons changed (the pull) fetches
 * the new files by itself when online. Saved courses mark their lessons "available offline".
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { db } from '../../lib/db.ts';
import { useOnline } from '../../lib/use-online.ts';
import type { LearnCourse } from './learn-data.ts';
import { hasRoom, offlinePlan } from './offline-plan.ts';
import { browserCached, missingFiles, readOffline, saveCourseFiles } from './offline-save.ts';
import { QualitySelect, useQualityChoice } from './video-choice.tsx';
import { browserConnection, resolveQuality } from './video-quality.ts';

export const useSavedOffline = (courseId: number) =>
  useLiveQuery(async () => !!(await readOffline(db, courseId))?.saved_at, [courseId]);

const hasVideo = (course: LearnCourse) => !!course.video || course.lessons.some((l) => l.video);

export function SaveOffline({ course }: { course: LearnCourse }) {
  const intl = useIntl();
  const online = useOnline();
  const record = useLiveQuery(() => readOffline(db, course.id), [course.id]);
  const choice = useQualityChoice();
  // "auto" keeps the quality already saved, so a saved course is not fetched again in the other one.
  const quality = choice === 'auto' ? (record?.quality ?? resolveQuality('auto', browserConnection())) : choice;
  const plan = offlinePlan(course, JSON.stringify(course).length, quality);
  const planKey = plan.urls.join(' ');
  const missing = useLiveQuery(
    () => missingFiles(db, course.id, plan.urls, browserCached),
    // The record changes after every saved file.
    [course.id, planKey, record],
  );
  const [state, setState] = useState<'idle' | 'saving' | 'no_space' | 'failed'>('idle');
  const [done, setDone] = useState(0);
  const running = useRef(false);

  /** Fetches what is missing; its state is set from the download's callbacks, never before it starts. */
  const run = () => {
    running.current = true;
    return saveCourseFiles(db, course.id, plan.urls, quality, {
      fetch: (url) => fetch(url),
      cached: browserCached,
      onFile: (n) => {
        setState('saving');
        setDone(n);
      },
    }).then((result) => {
      running.current = false;
      setState(result === 'saved' ? 'idle' : 'failed');
    });
  };
  const save = async () => {
    if (running.current) return;
    const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
    if (!hasRoom(plan.bytes, estimate)) return setState('no_space');
    await navigator.storage?.persist?.().catch(() => false);
    await run();
  };

  const saved = !!record?.saved_at;
  const stale = saved && !!missing?.length;
  // A saved course whose lessons changed (pulled) or whose files the browser dropped is brought up to date.
  useEffect(() => {
    if (stale && online && !running.current) void run();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- run reads the current plan; rerun only on these
  }, [stale, online, planKey]);

  const savedFiles = plan.urls.length - (missing?.length ?? plan.urls.length);
  return (
    <div className="admin-panel" data-testid="learn-save-offline">
      {saved && !stale ? (
        <p data-testid="learn-saved-offline">
          <FormattedMessage id="learn.offline.saved" />
          {hasVideo(course) && (
            <>
              {' '}
              <FormattedMessage
                id="learn.offline.video_quality"
                values={{ quality: intl.formatMessage({ id: `learn.video.${record.quality}` }) }}
              />
            </>
          )}
        </p>
      ) : (
        <p>
          <FormattedMessage
            id="learn.offline.size"
            values={{ size: <FormattedNumber value={plan.bytes / 1_000_000} maximumFractionDigits={1} /> }}
          />{' '}
          <button
            type="button"
            className="btn"
            disabled={state === 'saving'}
            onClick={() => void save()}
            data-testid="learn-save-button"
          >
            {record && !saved && savedFiles > 0 ? (
              <FormattedMessage id="learn.offline.resume" values={{ done: savedFiles, total: plan.urls.length }} />
            ) : (
              <FormattedMessage id="learn.offline.save" />
            )}
          </button>
        </p>
      )}
      {hasVideo(course) && <QualitySelect />}
      {state === 'saving' && (
        <p role="status">
          <FormattedMessage
            id={saved ? 'learn.offline.updating' : 'learn.offline.progress'}
            values={{ done, total: plan.urls.length }}
          />
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
