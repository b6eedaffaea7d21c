/**
 * The download behind "Save course for offline", resumable (issue 16 point 6): the files go into the
 * saved cache no expiration touches (src/sync/saved-media.ts, ADR 116), one at a time, each recorded on
 * the device (IndexedDB meta `learn:offline:<course>`) as it lands, so a download cut by a lost signal or
 * a closed tab continues with the files not yet saved — and a large file cut partway from the bytes it
 * has (ranged-save.ts, ADR 128). Whether a file counts as saved is asked of the cache itself, never of the
 * record: the "available offline" marks follow what is really there. Files a changed course no longer
 * shows are let go unless another saved course shows them. Progress counts bytes, a partway file's too.
 * Framework-free, tested with fake-indexeddb.
 */
import type { LocalDb } from '../../sync/db.ts';
import { getMeta, setMeta } from '../../sync/meta.ts';
import { missingFiles, type FileStore, type SavePlan } from '../../lib/media-download/file-store.ts';
import type { Quality } from '../../lib/media-download/video-quality.ts';

export interface OfflineRecord {
  /** The video quality the learner saved; "auto" plays it from then on. */
  quality: Quality;
  /** URLs saved into the saved cache for this course (what removing it lets go). */
  files: string[];
  /** Set once every file of the plan was saved; the learner asked to keep the course. */
  saved_at: number | null;
  /** The file being fetched (its kept pieces leave with the course if it is removed partway). */
  partial?: string | null;
}

export const OFFLINE_PREFIX = 'learn:offline:';
export const offlineKey = (courseId: number) => `${OFFLINE_PREFIX}${courseId}`;

export const readOffline = (db: LocalDb, courseId: number) => getMeta<OfflineRecord>(db, offlineKey(courseId));

export interface SaveDeps extends FileStore {
  /** Bytes of the plan's files on the device (whole files and the one arriving), of all of them. */
  onProgress?: (done: number, total: number) => void;
}

/** The files every other saved course keeps, so letting go of one course's files spares what they share. */
async function keptByOthers(db: LocalDb, courseId: number) {
  const rows = await db.meta.where('key').startsWith(OFFLINE_PREFIX).toArray();
  return new Set(
    rows
      .filter((r) => r.key !== offlineKey(courseId))
      .flatMap((r) => {
        const other = r.value as OfflineRecord;
        return [...(other.files ?? []), ...(other.partial ? [other.partial] : [])];
      }),
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

/** Changes the course's record in one transaction (the background refresh may write it meanwhile). */
async function updateRecord(db: LocalDb, key: string, quality: Quality, change: (r: OfflineRecord) => OfflineRecord) {
  await db.transaction('rw', db.meta, async () => {
    const now = (await getMeta<OfflineRecord>(db, key)) ?? { quality, files: [], saved_at: null };
    await setMeta(db, key, change(now));
  });
}

/**
 * Fetches the plan's files the saved cache lacks, one at a time (on a weak link parallel downloads only
 * make each slower), recording each as it lands, then lets go of files the course no longer shows.
 * 'failed' keeps what was saved — and what arrived of the file it was fetching — for the next try.
 */
export async function saveCourseFiles(
  db: LocalDb,
  courseId: number,
  plan: SavePlan,
  quality: Quality,
  deps: SaveDeps,
): Promise<'saved' | 'failed'> {
  const { urls } = plan;
  const key = offlineKey(courseId);
  const wanted = new Set(urls);
  const start = (await getMeta<OfflineRecord>(db, key)) ?? { quality, files: [], saved_at: null };
  // A file cut partway that the course no longer shows (another quality was picked) is let go at once.
  const dropped = start.partial && !wanted.has(start.partial) ? start.partial : null;
  if (dropped && !(await keptByOthers(db, courseId)).has(dropped)) await deps.forget([dropped]);
  const missing = await missingFiles(urls, deps.has);
  // Files another course saved first are this course's too: removing that one must not take them.
  const present = urls.filter((u) => !missing.includes(u));
  await setMeta(db, key, {
    ...start,
    quality,
    files: [...new Set([...start.files, ...present])],
    partial: dropped ? null : (start.partial ?? null),
  });
  const sizeOf = (url: string) => plan.sizes.get(url) ?? 0;
  const total = urls.reduce((n, u) => n + sizeOf(u), 0);
  let done = present.reduce((n, u) => n + sizeOf(u), 0);
  deps.onProgress?.(done, total);
  for (const url of missing) {
    const size = sizeOf(url);
    await updateRecord(db, key, quality, (r) => ({ ...r, partial: url }));
    try {
      // The plan's size may be older than the file: the progress never runs past it.
      await deps.save(url, size, (bytes) => deps.onProgress?.(done + Math.min(bytes, size), total));
    } catch {
      return 'failed';
    }
    await updateRecord(db, key, quality, (r) => ({ ...r, files: [...new Set([...r.files, url])], partial: null }));
    done += size;
    deps.onProgress?.(done, total);
  }
  const now = (await getMeta<OfflineRecord>(db, key))!;
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
  const files = [...record.files, ...(record.partial ? [record.partial] : [])];
  await forget(files.filter((u) => !others.has(u)));
  await db.meta.delete(offlineKey(courseId));
}
