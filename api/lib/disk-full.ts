/**
 * SQLite could not write because the disk (or the database's page limit) is full. Such a write is not the
 * record's fault and nothing of it was kept: the caller answers 503 with Retry-After so the device keeps
 * the record and sends it again, and readiness reports "disk full" for a while after the last one, so a
 * load balancer stops sending writes here without the server having to write to find out.
 */

/** How long after the last failed write readiness still says "disk full"; also the answer's Retry-After. */
export const DISK_FULL_SECONDS = 60;

const lastFull = new WeakMap<object, number>();

const isFull = (e: unknown) => String((e as { code?: unknown } | null)?.code ?? '').startsWith('SQLITE_FULL');

/** True when `e` is SQLite's "database or disk is full" on `connection`; remembers when it happened. */
export function noteIfDiskFull(connection: object, e: unknown, now = Date.now()): boolean {
  if (!isFull(e)) return false;
  lastFull.set(connection, now);
  return true;
}

/** Whether a write on `connection` failed for lack of space within the last DISK_FULL_SECONDS. */
export const diskFullRecently = (connection: object, now = Date.now()) =>
  now - (lastFull.get(connection) ?? -Infinity) < DISK_FULL_SECONDS * 1000;
