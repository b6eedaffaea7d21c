/**
 * Files a learner explicitly saved for offline (ADR 116). They live in their own Cache Storage cache, which
 * no expiration plugin and no quota purge touches: the service worker's runtime media cache may drop
 * anything when space runs low, and a "saved" mark must never outlive the files. Only removing the saved
 * course (by the learner, or because it was withdrawn) deletes them. Shared by the page, which fills and
 * empties the cache, and the service worker, which answers from it first (whole files, or byte ranges cut
 * from them for a seeking video).
 */

export const SAVED_MEDIA_CACHE = 'learn-saved';

/**
 * Sent by the page when it fetches a file to save it: the service worker then neither answers from nor
 * writes to its runtime cache, so the file is stored once, in the saved cache.
 */
export const SAVE_HEADER = 'X-Save-Offline';

const open = () => caches.open(SAVED_MEDIA_CACHE);

/** Whether the saved cache holds this file now (not "was it ever saved"). */
export async function isSaved(url: string): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  return !!(await (await open()).match(url));
}

/**
 * Stores one file whole in the saved cache: a copy the runtime cache already holds (a picture or a
 * material seen online) is reused, anything else is fetched. Throws when the file cannot be had or stored
 * (no network, 404, a full disk).
 */
export async function saveFile(url: string, fetchFile: (url: string, init: RequestInit) => Promise<Response>) {
  const saved = await open();
  if (await saved.match(url)) return;
  const kept = await caches.match(url);
  const res = kept ?? (await fetchFile(url, { headers: { [SAVE_HEADER]: '1' } }));
  if (res.status !== 200) throw new Error(`not saved: ${res.status}`);
  await saved.put(url, res);
}

/** Deletes these files from the saved cache. */
export async function forgetFiles(urls: Iterable<string>) {
  if (typeof caches === 'undefined') return;
  const saved = await open();
  for (const url of urls) await saved.delete(url);
}
