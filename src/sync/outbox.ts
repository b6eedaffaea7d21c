/**
 * Every change of a draft's or an outbox row's state outside the push engine: save a draft as it is
 * typed, submit it (the record and its outbox row in ONE transaction — both or neither), mark it
 * rejected, and discard it only when the person confirms. Features call these, never the tables.
 */
import type { FieldErrors } from '../../contract/errors.ts';
import type { MutationArgs, MutationName } from '../../contract/mutations.ts';
import type { DraftRow, LocalDb, OutboxRow } from './db.ts';
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

export interface SubmitInput<N extends MutationName> extends DraftInput {
  /** A mutation of contract/mutations.ts: a misspelt name or args of the wrong shape fail `tsc`. */
  name: N;
  args: MutationArgs<N>;
  fileIds?: string[];
}

/**
 * The record was queued already (in this tab or another): its id may carry only the content it was
 * queued with, so a second submit is refused and the form shows the record as queued or sent.
 */
export class AlreadyQueuedError extends Error {
  constructor(readonly draftId: string) {
    super(`draft ${draftId} is already queued`);
  }
}

/**
 * Queues a draft for sending. Returns its mutation id. Only a draft or a record that came back
 * rejected may be queued: a queued or sent record id is never sent again with other content.
 */
export async function submit<N extends MutationName>(db: LocalDb, input: SubmitInput<N>): Promise<number> {
  try {
    return await db.transaction('rw', [db.drafts, db.outbox, db.meta], async () => {
      const before = await db.drafts.get(input.id);
      if (before?.status === 'queued' || before?.status === 'sent') throw new AlreadyQueuedError(input.id);
      const now = Date.now();
      const mutationId = (await getMeta<number>(db, 'nextMutationId')) ?? 1;
      await setMeta(db, 'nextMutationId', mutationId + 1);
      // A resubmitted "needs attention" record replaces its rejected row.
      await db.outbox.where('draftId').equals(input.id).delete();
      await db.drafts.put({
        id: input.id,
        kind: input.kind,
        data: input.data,
        step: input.step,
        status: 'queued',
        createdAt: before?.createdAt ?? now,
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

/** A queued record was refused (by the server, or by a step before it): it waits for the person, with the reasons. */
export async function markRejected(db: LocalDb, row: Pick<OutboxRow, 'seq' | 'draftId'>, errors: FieldErrors) {
  await db.transaction('rw', [db.outbox, db.drafts], async () => {
    await db.outbox.update(row.seq!, { status: 'rejected', errors });
    if (row.draftId) await db.drafts.update(row.draftId, { status: 'rejected', errors });
  });
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
