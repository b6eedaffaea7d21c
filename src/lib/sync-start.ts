/**
 * Starts syncing: at start, when the network returns, when the page becomes visible, 2 s after a
 * submit (seen in any tab), every 60 s, after sign-in, and when Background Sync wakes the worker.
 * Reference data for offline forms is refreshed at sign-in, and at start and when the network returns
 * once the waiting records are sent.
 */
import { liveQuery } from 'dexie';
import { checkCleared, type RememberedId } from '../sync/device.ts';
import { db } from '../sync/db.ts';
import { refreshReferenceData } from './reference-data.ts';
import { getSession, subscribeSession } from './session.ts';
import { storage } from './storage.ts';
import { sync, syncDeps } from './sync-client.ts';

const AFTER_SUBMIT_MS = 2_000;

/** The client id as localStorage remembers it: a new database with another id there means a clearing. */
const remembered: RememberedId = {
  get: () => storage.get<string>('clientId'),
  set: (id) => storage.set('clientId', id),
};
const checkClearedData = () => checkCleared(db, syncDeps, remembered).catch(() => 'pending');

/** Reference data is kept only for people who work on this device; the public pages fetch their own. */
const refreshIfSignedIn = () => void (getSession() && refreshReferenceData());

export function startSync() {
  // Waiting records go first on a slow link; the reference data comes after them.
  void checkClearedData()
    .finally(() => sync.flush('start', true))
    .finally(refreshIfSignedIn);
  window.addEventListener('online', () => {
    void checkClearedData()
      .finally(() => sync.flush('online'))
      .finally(refreshIfSignedIn);
  });
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
    // A new sign-in keeps the reference data, registers the device for this user, then asks what an
    // offline start could not.
    if (next && next !== token) {
      refreshIfSignedIn();
      void db.meta
        .delete('deviceRegistered')
        .then(checkClearedData)
        .finally(() => sync.flush('signin'));
    }
    token = next;
  });

  navigator.serviceWorker?.addEventListener('message', (e: MessageEvent<{ type?: string }>) => {
    if (e.data?.type === 'FLUSH') void sync.flush('background');
  });
}
