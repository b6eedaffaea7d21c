/**
 * "Save course for offline": shows the size first (text, pictures, materials and the videos in the
 * quality picked); before a byte is fetched checks the browser's free space for what is still missing
 * (`navigator.storage.estimate`) and says so when it is short; asks for persistent storage and tells the
 * learner the browser's answer (kept, or may be cleared when space runs low); then fetches every missing
 * file into the saved cache (offline-save.ts: resumable per file, a large one from the bytes it has),
 * counting megabytes. A saved course whose plan changed (a pulled lesson, another quality) is brought up
 * to date by itself while online; "Remove from this phone" lets the files go.
 */
import { useEffect, useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { db } from '../../sync/db.ts';
import { useOnline } from '../../lib/use-online.ts';
import type { LearnCourse } from './learn-data.ts';
import { bytesToFetch } from './offline-plan.ts';
import { removeSavedCourse, saveCourseFiles, withCourseLock } from './offline-save.ts';
import type { OfflineState } from './offline-state.ts';
import { browserStore } from '../../lib/media-download/saved-store.ts';
import { askStorage } from '../../lib/media-download/storage-check.ts';
import { QualitySelect } from './video-choice.tsx';

const hasVideo = (course: LearnCourse) => !!course.video || course.lessons.some((l) => l.video);
const mb = (bytes: number) => <FormattedNumber value={bytes / 1_000_000} maximumFractionDigits={1} />;

/** Whether the browser keeps this site's storage; null while unknown or without the API. */
function usePersisted(saved: boolean) {
  const [persisted, setPersisted] = useState<boolean | null>(null);
  useEffect(() => {
    if (saved) void navigator.storage?.persisted?.().then(setPersisted, () => undefined);
  }, [saved]);
  return [persisted, setPersisted] as const;
}

export function SaveOffline({ course, offline }: { course: LearnCourse; offline: OfflineState }) {
  const intl = useIntl();
  const online = useOnline();
  const { record, quality, plan, planKey, missing, saved } = offline;
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');
  const [noRoom, setNoRoom] = useState<{ need: number; free: number } | null>(null);
  const [bytes, setBytes] = useState({ done: 0, total: 0 });
  const [persisted, setPersisted] = usePersisted(saved);

  /** Fetches what is missing, one course's download at a time; state comes from the download's callbacks. */
  const run = (wait: boolean) =>
    withCourseLock(course.id, wait, () =>
      saveCourseFiles(db, course.id, plan, quality, {
        ...browserStore,
        onProgress: (done, total) => {
          setState('saving');
          setBytes({ done, total });
        },
      }),
    ).then((result) => {
      if (result !== 'busy') setState(result === 'saved' ? 'idle' : 'failed');
    });

  const save = async () => {
    setNoRoom(null);
    const toFetch = bytesToFetch(plan, missing ?? plan.urls);
    const answer = await askStorage(toFetch, navigator.storage);
    if (!answer.room) return setNoRoom({ need: answer.need, free: answer.free });
    setPersisted(answer.persisted);
    await run(true);
  };

  const stale = !!record?.saved_at && !!missing?.length;
  // A saved course whose plan gained files (another quality, a pulled lesson) is brought up to date; the
  // app does the same after every sync (saved-courses-keeper.tsx).
  useEffect(() => {
    if (stale && online) void run(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- run reads the current plan; rerun only on these
  }, [stale, online, planKey]);

  const savedFiles = plan.urls.length - (missing?.length ?? plan.urls.length);
  return (
    <div className="admin-panel" data-testid="learn-save-offline">
      {saved ? (
        <p data-testid="learn-saved-offline">
          <FormattedMessage id="learn.offline.saved" />
          {hasVideo(course) && record && (
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
          <FormattedMessage id="learn.offline.size" values={{ size: mb(plan.bytes) }} />{' '}
          <button
            type="button"
            className="btn"
            disabled={state === 'saving' || missing === undefined}
            onClick={() => void save()}
            data-testid="learn-save-button"
          >
            {record && savedFiles > 0 ? (
              <FormattedMessage id="learn.offline.resume" values={{ done: savedFiles, total: plan.urls.length }} />
            ) : (
              <FormattedMessage id="learn.offline.save" />
            )}
          </button>
        </p>
      )}
      {persisted !== null && (record || state === 'saving') && (
        <p data-testid="learn-offline-persisted">
          <FormattedMessage id={persisted ? 'learn.offline.kept' : 'learn.offline.may_clear'} />
        </p>
      )}
      {hasVideo(course) && <QualitySelect />}
      {state === 'saving' && (
        <p role="status">
          <FormattedMessage
            id={record?.saved_at ? 'learn.offline.updating' : 'learn.offline.progress'}
            values={{ done: mb(bytes.done), total: mb(bytes.total) }}
          />
        </p>
      )}
      {noRoom && (
        <p className="field-error" role="alert" data-testid="learn-offline-no-room">
          <FormattedMessage id="learn.offline.no_room" values={{ need: mb(noRoom.need), free: mb(noRoom.free) }} />
        </p>
      )}
      {state === 'failed' && (
        <p className="field-error" role="alert">
          <FormattedMessage id="learn.offline.failed" />
        </p>
      )}
      {record && state !== 'saving' && (
        <p>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void removeSavedCourse(db, course.id, browserStore.forget).then(() => setPersisted(null))}
            data-testid="learn-offline-remove"
          >
            <FormattedMessage id="learn.offline.remove" />
          </button>
        </p>
      )}
    </div>
  );
}
