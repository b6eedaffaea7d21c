/**
 * Putting records (back) into the queue under new ids: after a restore the server lost what it had after
 * some id (keep.ts), and when another device owns our id the server holds nothing of ours at all.
 */
import type { LocalDb, OutboxRow } from './db.ts';
import { getMeta, newSecret, setMeta } from './meta.ts';

const byId = (a: OutboxRow, b: OutboxRow) => a.mutationId - b.mutationId;

/**
 * The server holds this device's ids up to `last` and nothing after: everything after goes (back) into the
 * queue from last + 1, in order — a sent record under its own id unless an earlier one left a hole (a
 * refusal, a discarded record), since a push must be contiguous; the server has seen none of these ids
 * since, so each is applied once. Records waiting for the person move after the queue. Returns how many
 * sent records were put back.
 */
export async function resendFrom(db: LocalDb, last: number): Promise<number> {
  return db.transaction('rw', [db.outbox, db.drafts, db.files, db.meta], async () => {
    const rows = (await db.outbox.where('mutationId').above(last).toArray()).sort(byId);
    const queue = rows.filter((r) => r.status !== 'rejected');
    const parked = rows.filter((r) => r.status === 'rejected');
    await db.outbox.bulkDelete(rows.map((r) => r.seq!));
    let next = last + 1;
    let again = 0;
    for (const { seq: _seq, sentAt: _sentAt, ...row } of queue) {
      const wasSent = row.status === 'sent';
      await db.outbox.add({ ...row, mutationId: next, status: 'pending', attempts: 0, nextAttemptAt: 0 });
      if (row.draftId)
        await db.drafts.update(row.draftId, {
          mutationId: next,
          ...(wasSent ? { status: 'queued' as const, backup: undefined } : {}),
        });
      if (wasSent) {
        again++;
        // The restored server may lack the photos too: they go up again from the kept bytes.
        await db.files
          .where('id')
          .anyOf(row.fileIds)
          .filter((f) => f.bytes !== null)
          .modify({ status: 'pending', uploadedBytes: 0, uploadUrl: undefined });
      }
      next++;
    }
    for (const { seq: _seq, ...row } of parked) {
      await db.outbox.add({ ...row, mutationId: next });
      if (row.draftId) await db.drafts.update(row.draftId, { mutationId: next });
      next++;
    }
    const stored = (await getMeta<number>(db, 'nextMutationId')) ?? 1;
    await setMeta(db, 'nextMutationId', Math.max(stored, next));
    return again;
  });
}

/**
 * The server says another device owns our id (it was taken before we first pushed): take a new id
 * and secret. The server holds nothing of ours under the old id, so everything, sent records too, is
 * numbered from 1 and sent again.
 */
export async function replaceIdentity(db: LocalDb): Promise<void> {
  await db.transaction('rw', [db.meta, db.outbox, db.drafts, db.files], async () => {
    await setMeta(db, 'clientId', crypto.randomUUID());
    await setMeta(db, 'clientSecret', newSecret());
    await db.meta.delete('deviceRegistered');
    await db.meta.delete('safeMutationId');
    await db.meta.delete('nextMutationId');
    await resendFrom(db, 0);
  });
}
