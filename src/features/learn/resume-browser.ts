/**
 * The browser's side of resuming unfinished course downloads (resume-downloads.ts): this device's
 * connection, storage and saved cache, the state /learn shows, and one run at a time in this tab.
 */
import { DEFAULT_LOCALE } from '../../../contract/locale.ts';
import { db } from '../../sync/db.ts';
import { currentLocale } from '../../lib/intl.ts';
import { resumeUnfinished, type ResumeEnv } from './resume-downloads.ts';
import { setResumeState } from './resume-state.ts';
import { browserStore } from '../../lib/media-download/saved-store.ts';
import { browserConnection } from '../../lib/media-download/video-quality.ts';

let running: Promise<void> | null = null;

/** Resumes what it may now; the learner's "Continue now" passes `asked` and the course. */
export function continueDownloads(extra: Pick<ResumeEnv, 'asked' | 'only'> = {}): Promise<void> {
  const run = () =>
    resumeUnfinished(db, browserStore, {
      online: navigator.onLine,
      connection: browserConnection(),
      storage: navigator.storage,
      locale: currentLocale() ?? DEFAULT_LOCALE,
      onState: setResumeState,
      ...extra,
    }).catch(() => undefined);
  // A run already going covers every course; the learner's own request waits for it, then runs.
  if (running && !extra.asked) return running;
  const mine: Promise<void> = (running ?? Promise.resolve()).then(run).finally(() => {
    if (running === mine) running = null;
  });
  running = mine;
  return mine;
}
