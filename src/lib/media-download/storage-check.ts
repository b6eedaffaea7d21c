/**
 * Before files are downloaded for offline (a saved course, issue 16 point 6): is there room for what is still
 * to fetch (`navigator.storage.estimate`), and will the browser keep it (`navigator.storage.persist`)? The
 * person is told both: "no room" before a byte is fetched, and whether the browser granted persistent storage
 * or may clear the files when space runs low. Pure over the storage object, so both answers are tested.
 */

/** Room is enough when the free quota holds what is still to fetch with a 10 % margin; an unknown estimate is trusted. */
export function hasRoom(bytes: number, estimate: { quota?: number; usage?: number } | undefined) {
  if (!estimate?.quota) return true;
  return estimate.quota - (estimate.usage ?? 0) >= bytes * 1.1;
}

export interface StorageLike {
  estimate?: () => Promise<{ quota?: number; usage?: number }>;
  persist?: () => Promise<boolean>;
}

export type StorageAnswer =
  | { room: false; need: number; free: number }
  /** `persisted` null: the browser has no such API (the course is kept as long as the browser allows). */
  | { room: true; persisted: boolean | null };

export async function askStorage(bytes: number, storage: StorageLike | undefined): Promise<StorageAnswer> {
  const estimate = await storage?.estimate?.().catch(() => undefined);
  if (!hasRoom(bytes, estimate))
    return { room: false, need: bytes, free: Math.max(0, (estimate!.quota ?? 0) - (estimate!.usage ?? 0)) };
  const persisted = storage?.persist ? await storage.persist().catch(() => false) : null;
  return { room: true, persisted };
}
