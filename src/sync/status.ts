/** The engine's state for the header badge and the "This device" page. */
export interface SyncStatus {
  running: boolean;
  lastSyncAt: number | null;
  /** Catalog id of the last problem, if the last attempt failed. */
  lastError: string | null;
  authRequired: boolean;
  /** False after a network failure, until a request gets through again. */
  reachable: boolean;
  retryAt: number | null;
}

export function createStatusStore() {
  let state: SyncStatus = {
    running: false,
    lastSyncAt: null,
    lastError: null,
    authRequired: false,
    reachable: true,
    retryAt: null,
  };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(patch: Partial<SyncStatus>) {
      state = { ...state, ...patch };
      listeners.forEach((l) => l());
    },
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}
export type StatusStore = ReturnType<typeof createStatusStore>;
