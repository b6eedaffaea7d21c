/**
 * The download behind "Save course for offline", resumable (issue 16 point 6): each file's state is kept
 * on the device (IndexedDB meta `learn:offline:<course>`), written after every file, so a download cut
 * by a lost signal or a closed tab continues with the files not yet saved instead of starting over. A
 * file counts as saved only while the browser's cache still holds it. Framework-free, tested with
 * fake-indexeddb.
 */
import type { LocalDb } from '../../lib/db.ts';
import { getMeta, setMeta } from '../../sync/meta.ts';
import type { Quality } from './video-quality.ts';

export interface OfflineRecord {
  /** The video quality the learner saved; "auto" plays it from then on. */
  quality: Quality;
  /** URLs fetched whole into the service worker's cache. */
  files: string[];
  /** Set once every file of the plan was saved; the learner asked to keep the course. */
  saved_at: number | null;
}

export const offlineKey = (courseId: number) => `learn:offline:${courseId}`;

export const readOffline = (db: LocalDb, courseId: number) => getMeta<OfflineRecord>(db, offlineKey(courseId));

export interface SaveDeps {
  fetch: (url: string) => Promise<Response>;
  /** Whether the cache still holds a saved file (the browser may have evicted it). */
  cached: (url: string) => Promise<boolean>;
  onFile?: (done: number, total: number) => void;
}

/** Which of the plan's files still need fetching. */
export async function missingFiles(db: LocalDb, courseId: number, urls: string[], cached: SaveDeps['cached']) {
  const saved = new Set((await readOffline(db, courseId))?.files ?? []);
  const missing: string[] = [];
  for (const url of urls) if (!saved.has(url) || !(await cached(url))) missing.push(url);
  return missing;
}

/** Reads a body to its end without keeping it: the service worker stores the bytes, the page need not. */
async function drain(res: Response) {
  const reader = res.body?.getReader();
  if (!reader) return void (await res.arrayBuffer());
  for (;;) if ((await reader.read()).done) return;
}

/**
 * Fetches the plan's files not yet saved, one at a time (on a weak link parallel downloads only make
 * each slower), recording each as it completes. 'failed' keeps what was saved for the next try.
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
  await setMeta(db, key, { ...start, quality });
  const missing = await missingFiles(db, courseId, urls, deps.cached);
  let done = urls.length - missing.length;
  deps.onFile?.(done, urls.length);
  for (const url of missing) {
    try {
      const res = await deps.fetch(url);
      if (!res.ok) return 'failed';
      await drain(res);
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
  await setMeta(db, key, { ...now, saved_at: now.saved_at ?? Date.now() });
  return 'saved';
}

/** In the browser: the cache the service worker fills (any of its caches). */
export const browserCached = async (url: string) =>
  typeof caches === 'undefined' ? false : !!(await caches.match(url).catch(() => undefined));
