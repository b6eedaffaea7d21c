/**
 * The outbox engine: one flush at a time across tabs (navigator.locks), files first, then mutations
 * in order, then pull. Never inside a Dexie transaction while on the network. Framework-free.
 */
import type { LocalDb } from './db.ts';
import { backoffDelay } from './backoff.ts';
import { registerDevice } from './device.ts';
import { getMeta } from './meta.ts';
import { pullChanges } from './pull.ts';
import { freeIfShort } from './keep.ts';
import { pushPending, resetInflight, type PushOutcome } from './push.ts';
import { createStatusStore } from './status.ts';
import type { SyncDeps } from './transport.ts';
import { uploadPendingFiles } from './uploads.ts';

const LOCK = 'qaryzsyz-sync';
const INTERVAL_MS = 60_000;

export type FlushReason = 'start' | 'online' | 'visible' | 'submit' | 'timer' | 'manual' | 'signin' | 'background';

async function withLock(fn: () => Promise<void>) {
  if (typeof navigator !== 'undefined' && navigator.locks)
    return navigator.locks.request(LOCK, { ifAvailable: true }, async (lock) => {
      if (lock) await fn(); // another tab holds it: that tab is flushing for everyone
    });
  return fn();
}

export function createSyncEngine(db: LocalDb, deps: SyncDeps) {
  const status = createStatusStore();
  let failures = 0;
  let recovered = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const retryAtFor = (retryAfter?: number) => deps.now() + backoffDelay(failures + 1, retryAfter, deps.random);

  function schedule(delayMs: number) {
    clearTimeout(timer);
    timer = setTimeout(() => void flush('timer'), Math.max(0, delayMs));
  }

  function failed(error: string, retryAfter?: number) {
    failures++;
    const retryAt = deps.now() + backoffDelay(failures, retryAfter, deps.random);
    status.set({ lastError: error, reachable: error !== 'sync.error.network', retryAt });
    schedule(retryAt - deps.now());
  }

  async function run() {
    if (!recovered) {
      await resetInflight(db);
      recovered = true;
    }
    status.set({ running: true });
    try {
      // Known to the server before its first push (sign-in clears the mark); a failure here is retried next flush.
      if (deps.getToken() && !(await getMeta<boolean>(db, 'deviceRegistered'))) await registerDevice(db, deps);
      let push: PushOutcome = { outcome: 'idle' };
      // A second round only when the pull found the server restored: what it lost goes up again at once.
      for (let round = 0; round < 2; round++) {
        const up = await uploadPendingFiles(db, deps);
        if (up.outcome === 'auth') return void status.set({ authRequired: true, lastError: 'sync.error.auth' });
        if (up.outcome === 'retry') return failed('sync.error.network', up.retryAfter);
        push = await pushPending(db, deps, retryAtFor);
        if (push.outcome === 'auth') return void status.set({ authRequired: true, lastError: 'sync.error.auth' });
        if (push.outcome === 'retry') return failed(push.error ?? 'sync.error.network', push.retryAfter);
        const pulled = await pullChanges(db, deps);
        if (pulled === 'auth') return void status.set({ authRequired: true, lastError: 'sync.error.auth' });
        if (pulled === 'retry') return failed('sync.error.network');
        if (pulled !== 'again') break;
      }
      await freeIfShort(db, deps);
      failures = 0;
      status.set({ lastSyncAt: deps.now(), lastError: null, reachable: true, retryAt: null, authRequired: false });
      schedule(push.outcome === 'waiting-for-files' ? 1_000 : INTERVAL_MS);
    } finally {
      status.set({ running: false });
    }
  }

  /** Runs a flush now (or right after the current one). `force` ignores backoff: the network is back or a person asked. */
  function flush(
    reason: FlushReason,
    force = reason === 'online' || reason === 'manual' || reason === 'signin',
  ): Promise<void> {
    const { retryAt, authRequired } = status.get();
    if (!force && authRequired) return Promise.resolve();
    if (!force && retryAt && deps.now() < retryAt) {
      // Timers may fire a moment early by this clock: wait out the rest instead of dropping the retry.
      if (reason === 'timer') schedule(retryAt - deps.now() + 10);
      return Promise.resolve();
    }
    if (force) {
      failures = 0;
      // A sign-in (or a person asking) is the answer to "sign in again": later timer retries must run.
      if (authRequired) status.set({ authRequired: false });
    }
    if (running) {
      again = true;
      return running;
    }
    running = withLock(run)
      .catch((e: unknown) =>
        failed(e instanceof Error && e.message === 'storage_full' ? 'sync.error.storage' : 'sync.error.unknown'),
      )
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void flush(reason, force);
        }
      });
    return running;
  }

  return { status, flush, schedule, stop: () => clearTimeout(timer) };
}
export type SyncEngine = ReturnType<typeof createSyncEngine>;
