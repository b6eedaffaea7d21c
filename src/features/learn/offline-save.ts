/**
 * The download behind "Save course for offline", resumable (issue 16 point 6): the files go into the
 * saved cache no expiration touches (src/sync/saved-media.ts, ADR 116), one at a time, each recorded on
 * the device (IndexedDB meta `learn:offline:<course>`) as it lands, so a download cut by a lost signal or
 * a closed tab continues with the files not yet saved. Whether a file counts as saved is asked of the
 * cache itself, never of the record: the "available offline" marks follow what is really there. Files a
 * changed course no longer shows are let go unless another saved course shows them. Framework-free,
 * tested with fake-indexeddb.
 */
import type { LocalDb } from '../../lib/db.ts';
import { getMeta, setMeta } from '../../sync/meta.ts';
import type { Quality } from './video-quality.ts';

export interface OfflineRecord {
  /** The video quality the learner saved; "auto" plays it from then on. */
  quality: Quality;
  /** URLs saved into the saved cache for this course (what removing it lets go). */
  files: string[];
  /** Set once every file of the plan was saved; the learner asked to keep the course. */
  saved_at: number | null;
}

export const OFFLINE_PREFIX = 'learn:offline:';
export const offlineKey = (courseId: number) => `${OFFLINE_PREFIX}${courseId}`;

export const readOffline = (db: LocalDb, courseId: number) => getMeta<OfflineRecord>(db, offlineKey(courseId));

export interface FileStore {
  /** Stores one file whole in the saved cache; throws when it cannot. */
  save: (url: string) => Promise<void>;
  /** Whether the saved cache holds the file now. */
  has: (url: string) => Promise<boolean>;
  /** Deletes files from the saved cache. */
  forget: (urls: string[]) => Promise<void>;
}

export interface SaveDeps extends FileStore {
  onFile?: (done: number, total: number) => void;
}

/** Which of the plan's files the saved cache does not hold. */
export async function missingFiles(urls: string[], has: FileStore['has']) {
  const missing: string[] = [];
  for (const url of urls) if (!(await has(url))) missing.push(url);
  return missing;
}

/** The files every other saved course keeps, so letting go of one course's files spares what they share. */
async function keptByOthers(db: LocalDb, courseId: number) {
  const rows = await db.meta.where('key').startsWith(OFFLINE_PREFIX).toArray();
  return new Set(
    rows.filter((r) => r.key !== offlineKey(courseId)).flatMap((r) => (r.value as OfflineRecord).files ?? []),
  );
}

/**
 * One course's download at a time, across tabs and the background refresh (navigator.locks). `wait`
 * false skips when another holds it: that one is bringing the same course up to date.
 */
export async function withCourseLock<T>(courseId: number, wait: boolean, fn: () => Promise<T>): Promise<T | 'busy'> {
  if (typeof navigator === 'undefined' || !navigator.locks) return fn();
  return navigator.locks.request(`learn-offline:${courseId}`, { ifAvailable: !wait }, (lock) =>
    lock ? fn() : ('busy' as const),
  );
}

/**
 * Fetches the plan's files the saved cache lacks, one at a time (on a weak link parallel downloads only
 * make each slower), recording each as it lands, then lets go of files the course no longer shows.
 * 'failed' keeps what was saved for the next try.
 */
export async function saveCourseFiles(
  db: LocalDb,
  courseId: number,
  urls: string[],
  quality: Quality,
  deps: SaveDeps,
): Promise<'saved' | 'failed'> {
  const key = offlineKey(courseId);
  const start = (await getMeta<OfflineRecord>(db, key)) ?? { quality, files: [], saved_at: null };
  const missing = await missingFiles(urls, deps.has);
  // Files another course saved first are this course's too: removing that one must not take them.
  const present = urls.filter((u) => !missing.includes(u));
  await setMeta(db, key, { ...start, quality, files: [...new Set([...start.files, ...present])] });
  let done = urls.length - missing.length;
  deps.onFile?.(done, urls.length);
  for (const url of missing) {
    try {
      await deps.save(url);
    } catch {
      return 'failed';
    }
    await db.transaction('rw', db.meta, async () => {
      const now = (await getMeta<OfflineRecord>(db, key)) ?? { quality, files: [], saved_at: null };
      await setMeta(db, key, { ...now, files: [...new Set([...now.files, url])] });
    });
    deps.onFile?.(++done, urls.length);
  }
  const now = (await getMeta<OfflineRecord>(db, key))!;
  const wanted = new Set(urls);
  const gone = now.files.filter((u) => !wanted.has(u));
  if (gone.length) {
    const others = await keptByOthers(db, courseId);
    await deps.forget(gone.filter((u) => !others.has(u)));
  }
  await setMeta(db, key, {
    ...now,
    files: now.files.filter((u) => wanted.has(u)),
    saved_at: now.saved_at ?? Date.now(),
  });
  return 'saved';
}

/** Takes a saved course off the device: its record and every file no other saved course keeps. */
export async function removeSavedCourse(db: LocalDb, courseId: number, forget: FileStore['forget']) {
  const record = await readOffline(db, courseId);
  if (!record) return;
  const others = await keptByOthers(db, courseId);
  await forget(record.files.filter((u) => !others.has(u)));
  await db.meta.delete(offlineKey(courseId));
}
