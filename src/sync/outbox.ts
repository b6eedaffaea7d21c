/**
 * What features call: save a draft as it is typed, submit it (the record and its outbox row in ONE
 * transaction — both or neither), and discard it only when the person confirms.
 */
import type { DraftRow, LocalDb } from '../lib/db.ts';
import { getMeta, setMeta } from './meta.ts';
import { isQuotaError, StorageFullError } from './quota.ts';

export interface DraftInput {
  id: string;
  kind: string;
  data: unknown;
  step: number;
}

/** Saves a draft unless it was already submitted (a queued or sent record is never overwritten). */
export async function saveDraft(db: LocalDb, d: DraftInput): Promise<void> {
  try {
    await db.transaction('rw', db.drafts, async () => {
      const now = Date.now();
      const existing = await db.drafts.get(d.id);
      if (existing && (existing.status === 'queued' || existing.status === 'sent')) return;
      await db.drafts.put({
        ...existing,
        ...d,
        status: existing?.status ?? 'draft',
        createdAt: existing?.createdAt ?? now,
        updatedAt: now,
      } as DraftRow);
    });
  } catch (e) {
    throw isQuotaError(e) ? new StorageFullError(e) : e;
  }
}

export interface SubmitInput extends DraftInput {
  /** Mutation name registered on the server, e.g. `registration.submit`. */
  name: string;
  args: unknown;
  fileIds?: string[];
}

/** Queues a draft for sending. Returns its mutation id. */
export async function submit(db: LocalDb, input: SubmitInput): Promise<number> {
  try {
    return await db.transaction('rw', [db.drafts, db.outbox, db.meta], async () => {
      const now = Date.now();
      const mutationId = (await getMeta<number>(db, 'nextMutationId')) ?? 1;
      await setMeta(db, 'nextMutationId', mutationId + 1);
      // A resubmitted "needs attention" record replaces its rejected row.
      await db.outbox.where('draftId').equals(input.id).delete();
      const existing = await db.drafts.get(input.id);
      await db.drafts.put({
        id: input.id,
        kind: input.kind,
        data: input.data,
        step: input.step,
        status: 'queued',
        createdAt: existing?.createdAt ?? now,
        updatedAt: now,
        mutationId,
      });
      await db.outbox.add({
        mutationId,
        name: input.name,
        args: input.args,
        createdAt: now,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: 0,
        fileIds: input.fileIds ?? [],
        draftId: input.id,
      });
      return mutationId;
    });
  } catch (e) {
    throw isQuotaError(e) ? new StorageFullError(e) : e;
  }
}

/** Removes a draft, its queued or rejected mutation and its files. Only after the person confirmed. */
export async function discard(db: LocalDb, draftId: string): Promise<void> {
  await db.transaction('rw', [db.drafts, db.outbox, db.files], async () => {
    await db.outbox.where('draftId').equals(draftId).delete();
    await db.files.where('draftId').equals(draftId).delete();
    await db.drafts.delete(draftId);
  });
}

/** Makes waiting rows eligible now (the "Sync now" button calls this before flushing). */
export async function retryNow(db: LocalDb): Promise<void> {
  await db.outbox.where('status').equals('pending').modify({ nextAttemptAt: 0 });
}
