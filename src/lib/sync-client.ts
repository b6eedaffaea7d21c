/**
 * The app's one sync engine, wired to the session and the language, and the hooks the UI reads.
 * Loaded after the first paint (see main.tsx) so the public first route stays small.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { createSyncEngine } from '../sync/engine.ts';
import { retryNow } from '../sync/outbox.ts';
import type { SyncDeps } from '../sync/transport.ts';
import { db } from '../sync/db.ts';
import { currentLocale } from './intl.ts';
import { getSession } from './session.ts';

export const syncDeps: SyncDeps = {
  fetch: (input, init) => fetch(input, init),
  getToken: () => getSession()?.token ?? null,
  getLocale: () => currentLocale() ?? 'kk',
  now: () => Date.now(),
  random: () => Math.random(),
};

export const sync = createSyncEngine(db, syncDeps);

export const useSyncStatus = () => useSyncExternalStore(sync.status.subscribe, sync.status.get);

/** "Sync now": waiting rows become eligible at once and a flush runs, whatever the backoff said. */
export async function syncNow() {
  await retryNow(db);
  await sync.flush('manual');
}

export interface OutboxCounts {
  drafts: number;
  waiting: number;
  attention: number;
  sent: number;
}

/** Counts of records on this device by state; undefined until IndexedDB has answered. */
export function useOutboxCounts(): OutboxCounts | undefined {
  return useLiveQuery(async () => {
    const [drafts, waiting, attention, sent] = await Promise.all(
      (['draft', 'queued', 'rejected', 'sent'] as const).map((s) => db.drafts.where('status').equals(s).count()),
    );
    return { drafts: drafts!, waiting: waiting!, attention: attention!, sent: sent! };
  });
}
