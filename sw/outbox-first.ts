/// <reference lib="webworker" />
/**
 * A new version's precache can be a megabyte. On a device that comes back online on a slow link with
 * records waiting, that download would share the link with the push, so it waits while an open page
 * still has records to send (at most two minutes: a queue stuck on a sign-in must not block the update,
 * and browsers end an install that takes five). The page's own content warm-up waits the same way
 * (src/lib/warm-content.ts). The outbox is read with plain IndexedDB: Dexie stays out of the worker.
 */
declare const self: ServiceWorkerGlobalScope;

// src/sync/db.ts: the database, its outbox table and the status index Dexie keeps on it.
const DB = 'qaryzsyz';
const OUTBOX = 'outbox';
const WAITING = ['pending', 'inflight'];
const POLL_MS = 3_000;
const POLLS = 40;

/** Records the open pages still have to push; none when there is no outbox yet (never creates it). */
async function waitingRecords(): Promise<number> {
  const known = await indexedDB.databases?.().catch(() => undefined);
  if (known && !known.some((d) => d.name === DB)) return 0;
  const db = await new Promise<IDBDatabase | null>((resolve) => {
    const open = indexedDB.open(DB);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => resolve(null);
    // Opening without a version never upgrades; a database that did not exist is not one of ours.
    open.onupgradeneeded = () => {
      open.transaction?.abort();
      resolve(null);
    };
  });
  if (!db) return 0;
  // A page upgrading the schema must never be blocked by this worker.
  db.onversionchange = () => db.close();
  try {
    if (!db.objectStoreNames.contains(OUTBOX)) return 0;
    const index = db.transaction(OUTBOX, 'readonly').objectStore(OUTBOX).index('status');
    const counts = await Promise.all(
      WAITING.map(
        (status) =>
          new Promise<number>((resolve) => {
            const req = index.count(status);
            req.onsuccess = () => resolve(req.result);
            req.onerror = () => resolve(0);
          }),
      ),
    );
    return counts.reduce((a, b) => a + b, 0);
  } finally {
    db.close();
  }
}

/** Only a page pushes: with none open, nothing competes for the link. */
const pageOpen = async () => (await self.clients.matchAll({ type: 'window', includeUncontrolled: true })).length > 0;

/** Resolves once no open page has records waiting, or after two minutes. */
export async function outboxFirst() {
  for (let i = 0; i < POLLS; i++) {
    if (!(await pageOpen()) || (await waitingRecords().catch(() => 0)) === 0) return;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}
