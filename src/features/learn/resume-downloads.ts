/**
 * Continues the course downloads the learner started and left halfway (ADR 125), in the background of the
 * whole app: at start and whenever the connection comes back. Each unfinished save (a record without
 * `saved_at`) is brought up to date with the files still missing — a file cut partway from the bytes it
 * kept (ADR 128) — one course at a time, under the same per-course lock as the page's own download, when
 * `resumeDecision` allows; otherwise its state says why it waits. Framework-free, tested with
 * fake-indexeddb.
 */
import type { Locale } from '../../../contract/locale.ts';
import type { LocalDb } from '../../sync/db.ts';
import { bytesToFetch, offlinePlan } from './offline-plan.ts';
import { missingFiles, type FileStore } from '../../lib/media-download/file-store.ts';
import { OFFLINE_PREFIX, readOffline, saveCourseFiles, withCourseLock } from './offline-save.ts';
import { resumeDecision } from '../../lib/media-download/resume-decision.ts';
import type { ResumeState } from './resume-state.ts';
import { courseNow } from './saved-courses.ts';
import type { StorageLike } from '../../lib/media-download/storage-check.ts';

export interface ResumeEnv {
  online: boolean;
  connection?: { saveData?: boolean } | undefined;
  storage?: StorageLike | undefined;
  /** The learner asked to continue despite a data-saving connection. */
  asked?: boolean;
  /** Only this course (the learner's "Continue now"); every unfinished one when absent. */
  only?: number;
  locale: Locale;
  onState: (courseId: number, state: ResumeState | null) => void;
}

async function unfinished(db: LocalDb) {
  const keys = await db.meta.where('key').startsWith(OFFLINE_PREFIX).primaryKeys();
  return keys.map((k) => Number(String(k).slice(OFFLINE_PREFIX.length))).filter((n) => n > 0);
}

export async function resumeUnfinished(db: LocalDb, store: FileStore, env: ResumeEnv) {
  for (const id of await unfinished(db)) {
    if (env.only !== undefined && id !== env.only) continue;
    const record = await readOffline(db, id);
    const course = await courseNow(db, id, env.locale);
    // A finished save follows the pull instead; a course taken away leaves with the next refresh.
    if (!record || record.saved_at || !course || course === 'gone') {
      env.onState(id, null);
      continue;
    }
    const plan = offlinePlan(course, 0, record.quality);
    const total = plan.urls.length;
    const missing = await missingFiles(plan.urls, store.has);
    const estimate = await env.storage?.estimate?.().catch(() => undefined);
    const decision = resumeDecision({ ...env, bytes: bytesToFetch(plan, missing), estimate });
    if (!decision.resume) {
      const { resume: _r, ...why } = decision;
      env.onState(id, { state: 'waiting', ...why, done: total - missing.length, total });
      continue;
    }
    const bytes = bytesToFetch(plan, plan.urls);
    env.onState(id, { state: 'saving', doneBytes: bytes - bytesToFetch(plan, missing), totalBytes: bytes });
    const result = await withCourseLock(id, false, () =>
      saveCourseFiles(db, id, plan, record.quality, {
        ...store,
        onProgress: (doneBytes, totalBytes) => env.onState(id, { state: 'saving', doneBytes, totalBytes }),
      }),
    );
    // 'busy': the course page (or another tab) is saving it right now and shows its own progress.
    if (result === 'saved' || result === 'busy') env.onState(id, null);
    else
      env.onState(id, {
        state: 'waiting',
        why: 'failed',
        done: total - (await missingFiles(plan.urls, store.has)).length,
        total,
      });
  }
}
