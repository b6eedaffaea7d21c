/**
 * Starts syncing: at start, when the network returns, when the page becomes visible, 2 s after a
 * submit (seen in any tab), every 60 s, after sign-in, and when Background Sync wakes the worker.
 */
import { liveQuery } from 'dexie';
// Types only: the sync engine starts on every page, public ones too, without hono/client.
import type { Answer, client } from './api-client.ts';
import { api } from './api.ts';
import { db } from './db.ts';
import { getSession, subscribeSession } from './session.ts';
import { storage } from './storage.ts';
import { sync } from './sync-client.ts';
import { clientId, getMeta, setMeta } from '../sync/meta.ts';

const AFTER_SUBMIT_MS = 2_000;

/** If this browser's database was wiped while the server knows the device, say so once. */
async function detectClearedData() {
  const installed = await getMeta<number>(db, 'installedAt');
  const previous = storage.get<string>('clientId');
  const id = await clientId(db);
  if (!installed && previous && previous !== id && getSession()) {
    try {
      const { data } = await api<Answer<(typeof client.api.sync.clients)[':id']['$get']>>(`/sync/clients/${previous}`);
      if (data.known)
        await setMeta(db, 'clearedNotice', {
          previousClientId: previous,
          lastMutationId: data.lastMutationId,
          at: Date.now(),
        });
    } catch {
      return; // offline: ask again at the next start
    }
  }
  storage.set('clientId', id);
}

export function startSync() {
  void detectClearedData().finally(() => sync.flush('start', true));
  window.addEventListener('online', () => void sync.flush('online'));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void sync.flush('visible');
  });

  let pending = -1;
  liveQuery(() => db.outbox.where('status').equals('pending').count()).subscribe((n) => {
    if (pending >= 0 && n > pending) {
      setTimeout(() => void sync.flush('submit'), AFTER_SUBMIT_MS);
      void navigator.serviceWorker?.ready
        .then((r) =>
          (r as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(
            'qaryzsyz-outbox',
          ),
        )
        .catch(() => undefined);
    }
    pending = n;
  });

  let token = getSession()?.token;
  subscribeSession(() => {
    const next = getSession()?.token;
    if (next && next !== token) void sync.flush('signin');
    token = next;
  });

  navigator.serviceWorker?.addEventListener('message', (e: MessageEvent<{ type?: string }>) => {
    if (e.data?.type === 'FLUSH') void sync.flush('background');
  });
}
