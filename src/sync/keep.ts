/**
 * What the device does with what it sent (ADR 136). A server can lose what it acknowledged (a failed disk,
 * a restore from the last backup), so an acknowledged record stays here with its files, "sent, awaiting
 * backup", until the server's safe mark says a verified off-site backup holds it. When the server's epoch
 * changes it was restored: what it no longer holds goes back into the queue, under its own ids, and is sent
 * again. Short of space, the oldest sent records give up their file bytes first; nothing unsent ever does.
 */
import type { DeviceMarks } from '../../contract/sync.ts';
import type { LocalDb, OutboxRow } from './db.ts';
import { setMeta, getMeta } from './meta.ts';
import { resendFrom } from './resend.ts';
import type { SyncDeps } from './transport.ts';

const byId = (a: OutboxRow, b: OutboxRow) => a.mutationId - b.mutationId;

/** Sent records at or below the safe mark: a verified off-site backup holds them, so they go. */
async function freeSafe(db: LocalDb, safe: number, backups: boolean) {
  // By id: what lies at or below the mark is few rows (the rest was freed by earlier answers), while the
  // sent rows above it may be a whole day's records, read again after every batch otherwise.
  const rows = await db.outbox
    .where('mutationId')
    .belowOrEqual(safe)
    .filter((r) => r.status === 'sent')
    .toArray();
  for (const row of rows) {
    await db.outbox.delete(row.seq!);
    if (row.fileIds.length) await db.files.where('id').anyOf(row.fileIds).modify({ bytes: null });
    if (row.draftId) await db.drafts.update(row.draftId, { backup: backups ? 'safe' : undefined });
  }
}

/**
 * Takes in what a push or pull answer said about this device's records: frees what is safe and, when the
 * server's epoch changed (a restore), queues again what it lost. Returns how many records were queued again.
 */
export async function learnMarks(db: LocalDb, marks: DeviceMarks): Promise<number> {
  return db.transaction('rw', [db.outbox, db.drafts, db.files, db.meta], async () => {
    const epoch = await getMeta<string>(db, 'serverEpoch');
    const again = epoch !== undefined && epoch !== marks.epoch ? await resendFrom(db, marks.lastMutationId) : 0;
    await setMeta(db, 'serverEpoch', marks.epoch);
    await setMeta(db, 'serverBackups', marks.backups);
    await setMeta(db, 'safeMutationId', marks.safeMutationId);
    await freeSafe(db, marks.safeMutationId, marks.backups);
    return again;
  });
}

/** Whether sent records wait for a backup: then the device asks the server about them even with nothing to send. */
export const awaitingBackup = async (db: LocalDb) => (await db.outbox.where('status').equals('sent').count()) > 0;

/**
 * Space is short: the oldest sent records give up their photos' bytes until `bytes` are freed (the records
 * themselves are small and stay until the mark passes them). Unsent records and their files are never
 * touched. Returns the bytes freed.
 */
export async function freeSpace(db: LocalDb, bytes: number): Promise<number> {
  return db.transaction('rw', [db.outbox, db.files], async () => {
    const rows = (await db.outbox.where('status').equals('sent').toArray()).sort(byId);
    let freed = 0;
    for (const row of rows) {
      if (freed >= bytes) break;
      const files = await db.files.bulkGet(row.fileIds);
      for (const f of files) if (f?.bytes) freed += f.bytes.byteLength;
      if (row.fileIds.length) await db.files.where('id').anyOf(row.fileIds).modify({ bytes: null });
    }
    return freed;
  });
}

/** The share of the browser's quota past which sent records' photos are freed. */
export const SPACE_HIGH_WATER = 0.8;

/** After a flush: when storage is past the high-water mark, the oldest sent records' photos make room. */
export async function freeIfShort(db: LocalDb, deps: Pick<SyncDeps, 'estimate'>): Promise<number> {
  const browser = typeof navigator === 'undefined' ? undefined : navigator.storage;
  const estimate = deps.estimate ?? (() => browser?.estimate?.() ?? Promise.resolve<StorageEstimate>({}));
  const { usage, quota }: StorageEstimate = await estimate().catch(() => ({}));
  if (!usage || !quota || usage <= quota * SPACE_HIGH_WATER) return 0;
  return freeSpace(db, usage - quota * SPACE_HIGH_WATER);
}
