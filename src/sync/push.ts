/**
 * Sends waiting mutations in id order, in batches (≤ 50 or ≤ 256 KB), under the device's id and
 * secret, and records each answer: acknowledged rows stay, sent, with their file bytes until the server's
 * safe mark passes them (keep.ts); rejected ones — a `conflict` (an id the server holds with other
 * content) and a `duplicate` repeating an earlier refusal too — wait for the person.
 */
import type { DeviceMarks, GapAnswer, MutationResult, PushAnswer } from '../../contract/sync.ts';
import type { LocalDb, OutboxRow } from './db.ts';
import { classify, type Outcome } from './backoff.ts';
import { awaitingBackup, learnMarks } from './keep.ts';
import { deviceIdentity, getMeta, setMeta } from './meta.ts';
import { replaceIdentity, resendFrom } from './resend.ts';
import { markRejected } from './outbox.ts';
import { request, type SyncDeps } from './transport.ts';
import { routeUrl } from './api-routes.ts';

export const SCHEMA_VERSION = 1;
const MAX_ROWS = 50;
const MAX_BYTES = 256 * 1024;

export interface PushOutcome {
  outcome: Outcome | 'idle' | 'waiting-for-files';
  retryAfter?: number;
  error?: string;
}

/** Inflight rows belong to a flush that died with its tab: they are sent again (the server dedups). */
export const resetInflight = (db: LocalDb) =>
  db.outbox.where('status').equals('inflight').modify({ status: 'pending' });

async function nextBatch(db: LocalDb, maxRows: number): Promise<OutboxRow[] | 'waiting-for-files'> {
  const pending = (await db.outbox.where('status').equals('pending').toArray()).sort(
    (a, b) => a.mutationId - b.mutationId,
  );
  const batch: OutboxRow[] = [];
  let bytes = 0;
  for (const row of pending) {
    const files = row.fileIds.length ? await db.files.bulkGet(row.fileIds) : [];
    // Files go first: a record waits until its photos are on the server (or were refused).
    if (files.some((f) => f && (f.status === 'pending' || f.status === 'uploading'))) break;
    const size = JSON.stringify(row.args).length;
    if (batch.length && (batch.length >= maxRows || bytes + size > MAX_BYTES)) break;
    batch.push(row);
    bytes += size;
  }
  return batch.length || !pending.length ? batch : 'waiting-for-files';
}

async function recordResults(
  db: LocalDb,
  batch: OutboxRow[],
  results: MutationResult[],
  now: number,
  serverLast?: number,
  marks?: DeviceMarks,
) {
  const byId = new Map(results.map((r) => [r.id, r]));
  await db.transaction('rw', [db.outbox, db.drafts, db.files, db.meta], async () => {
    if (results.some((r) => r.status === 'conflict') && serverLast !== undefined) {
      // The server used these ids for other records: the person's resend must get a fresh one.
      const next = (await getMeta<number>(db, 'nextMutationId')) ?? 1;
      await setMeta(db, 'nextMutationId', Math.max(next, serverLast + 1));
    }
    for (const row of batch) {
      const r = byId.get(row.mutationId);
      if (!r) {
        await db.outbox.update(row.seq!, { status: 'pending' });
      } else if (r.status === 'rejected' || r.status === 'conflict' || (r.status === 'duplicate' && r.errors)) {
        // A `duplicate` with reasons is a refusal whose answer was lost (a reload or a dropped link mid-push):
        // the resend gets the first answer again, and it must still reach the person, not read as saved.
        await markRejected(db, row, r.errors ?? { _: ['sync.conflict'] });
      } else {
        // Kept, with its files' bytes, until a verified off-site backup holds it (keep.ts frees it then).
        await db.outbox.update(row.seq!, { status: 'sent', sentAt: now, lastError: undefined });
        if (row.draftId)
          await db.drafts.update(row.draftId, {
            status: 'sent',
            sentAt: now,
            errors: undefined,
            backup: 'awaiting',
            ...(r.entity ? { entity: r.entity } : {}),
          });
        if (row.fileIds.length) await db.files.where('id').anyOf(row.fileIds).modify({ status: 'done' });
      }
    }
    if (marks) await learnMarks(db, marks);
  });
}

/** A server from before safe marks answers without them: the device then learns nothing from the answer. */
const marksOf = (body: unknown): DeviceMarks | undefined =>
  typeof (body as Partial<DeviceMarks> | null)?.epoch === 'string' ? (body as DeviceMarks) : undefined;

async function markFailed(db: LocalDb, batch: OutboxRow[], error: string, retryAt: number) {
  await db.transaction('rw', db.outbox, async () => {
    for (const row of batch)
      await db.outbox.update(row.seq!, {
        status: 'pending',
        attempts: row.attempts + 1,
        lastError: error,
        nextAttemptAt: retryAt,
      });
  });
}

export async function pushPending(
  db: LocalDb,
  deps: SyncDeps,
  retryAtFor: (retryAfter?: number) => number,
): Promise<PushOutcome> {
  let maxRows = MAX_ROWS;
  let replaced = false;
  /** Whether the server already said in this flush where the sent records stand. */
  let asked = false;
  for (let rounds = 0; rounds < 1000; rounds++) {
    const batch = await nextBatch(db, maxRows);
    if (batch === 'waiting-for-files') return { outcome: 'waiting-for-files' };
    if (!batch.length) {
      // A device nobody signed in on never pulls: it asks where its sent records stand with an empty push.
      if (asked || deps.getToken() || !(await awaitingBackup(db))) return { outcome: 'idle' };
      asked = true;
      const answer = await request(deps, 'POST', routeUrl('/sync/push'), {
        ...(await deviceIdentity(db)),
        schemaVersion: SCHEMA_VERSION,
        mutations: [],
      });
      const marks = answer.status === 200 ? marksOf((answer.body as PushAnswer).data) : undefined;
      if (marks) await learnMarks(db, marks);
      continue;
    }
    await db.outbox.bulkUpdate(batch.map((r) => ({ key: r.seq!, changes: { status: 'inflight' as const } })));
    const { clientId, clientSecret } = await deviceIdentity(db);
    const answer = await request(deps, 'POST', routeUrl('/sync/push'), {
      clientId,
      clientSecret,
      schemaVersion: SCHEMA_VERSION,
      mutations: batch.map((r) => ({ id: r.mutationId, name: r.name, args: r.args, createdAt: r.createdAt })),
    });
    const outcome = classify(answer.status);
    if (outcome === 'ok') {
      const { data } = answer.body as PushAnswer;
      await recordResults(db, batch, data.results, deps.now(), data.lastMutationId, marksOf(data));
      asked = true; // the answer said where the records stand
      continue;
    }
    if (answer.status === 403 && (answer.body as { code?: string } | null)?.code === 'device_refused' && !replaced) {
      // Someone else pushed under our id first: nothing of ours is there, so start again under a new one.
      replaced = true;
      await replaceIdentity(db);
      continue;
    }
    if (outcome === 'gap') {
      // After a restore (a new epoch) the sent records the server lost come back into the queue first.
      const gap = answer.body as GapAnswer;
      const marks = marksOf(gap);
      if (marks) await learnMarks(db, marks);
      await resendFrom(db, gap.lastMutationId);
      continue;
    }
    if (outcome === 'too-large' && maxRows > 1) {
      await db.outbox.bulkUpdate(batch.map((r) => ({ key: r.seq!, changes: { status: 'pending' as const } })));
      maxRows = Math.max(1, Math.floor(batch.length / 2));
      continue;
    }
    const error =
      outcome === 'auth' ? 'sync.error.auth' : outcome === 'retry' ? 'sync.error.network' : 'sync.error.refused';
    if (outcome === 'refused' || outcome === 'too-large') {
      // The server will never take this batch as it is: hand it to the person instead of blocking the queue.
      const errors = (answer.body as { errors?: Record<string, string[]> } | null)?.errors ?? { _: [error] };
      await recordResults(
        db,
        batch,
        batch.map((r) => ({ id: r.mutationId, status: 'rejected', errors })),
        deps.now(),
      );
      continue;
    }
    await markFailed(db, batch, error, outcome === 'auth' ? 0 : retryAtFor(answer.retryAfter));
    return { outcome, error, ...(answer.retryAfter !== undefined ? { retryAfter: answer.retryAfter } : {}) };
  }
  return { outcome: 'idle' };
}
