/**
 * Applies a pushed batch exactly once per mutation id: each mutation runs in a savepoint together with
 * the device's counter, the batch commits in one transaction with the other pushes ready at the same moment
 * (commit-group.ts), and a repeated id answers `duplicate` with the stored first result — or `conflict`
 * when the repeat carries other content. Only the device holding the id's secret may push under it. A
 * mutation that throws unexpectedly is rejected with `errors.server` and the rest of the batch goes on, so
 * one bad record never blocks a device's queue. Async preparation (password hashing) happens before the
 * transaction opens.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { placeholders, preparedOnce } from '../../db/prepared.ts';
import { ROLES } from '../../db/roles.ts';
import { syncClients, syncResults } from '../../db/schema.ts';
import type { UserRow } from '../context.ts';
import { audit } from '../lib/audit.ts';
import { log } from '../lib/logger.ts';
import { HashesBusy } from '../lib/hash-pool.ts';
import { checksPerBatch, TooManyAttempts, type PasswordChecks } from '../lib/password-checks.ts';
import { fieldErrors, type FieldErrors } from '../../contract/errors.ts';
import { formRoot } from '../../contract/mutations.ts';
import type { DeviceMarks, MutationResult, PushBody } from '../../contract/sync.ts';
import { commitTogether, savepoints } from './commit-group.ts';
import { checkSecret, clientRow, hashSecret } from './device.ts';
import { deviceMarks } from './marks.ts';
import { recordHash } from './record-hash.ts';
import { Rejection, type AnyMutation, type PrepareContext } from './registry.ts';
import { nextServerVersion } from './versions.ts';

/** The first id is past the server's last + 1: the device hears where the server stands and resends from there. */
export class MutationGap extends Error {
  constructor(readonly marks: DeviceMarks) {
    super('mutation_gap');
  }
}

/** Password checks one push may make; the records after the last one wait for the next push. */
export const PASSWORD_CHECKS_PER_PUSH = 5;

type Prepared = { ok: true; def: AnyMutation; args: unknown; prep: unknown } | { ok: false; errors: FieldErrors };

const SERVER_ERROR: FieldErrors = { _: ['errors.server'] };

/**
 * The database itself failing (disk full, I/O): not this record's fault, so the whole batch fails with
 * a 5xx and the device retries it later instead of showing the person a refusal.
 */
const STORAGE_FAILURE = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|NOMEM|CORRUPT|CANTOPEN|READONLY|PROTOCOL)/;

/** A bug in one mutation is logged and refused on its own; a Rejection is the mutation's own answer. */
function unexpected(e: unknown, name: string): FieldErrors {
  if (e instanceof Rejection) return e.errors;
  // Out of password checks (applyPush cuts the batch there) or of hash slots (503): not the record's fault.
  if (e instanceof TooManyAttempts || e instanceof HashesBusy) throw e;
  if (STORAGE_FAILURE.test((e as { code?: unknown } | null)?.code?.toString() ?? '')) throw e;
  log.error({ err: e, mutation: name }, 'mutation failed');
  return SERVER_ERROR;
}

const mayCall = (def: AnyMutation, user: UserRow | null) =>
  def.roles.includes('public') || (user !== null && def.roles.some((r) => r !== 'public' && ROLES[r] === user.roleId));

async function prepare(
  ctx: PrepareContext,
  registry: Map<string, AnyMutation>,
  name: string,
  raw: unknown,
): Promise<Prepared> {
  const def = registry.get(name);
  if (!def) return { ok: false, errors: { _: ['sync.unknown_mutation'] } };
  if (!mayCall(def, ctx.user)) return { ok: false, errors: { _: ['errors.no_role_access'] } };
  const parsed = def.args.safeParse(raw);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error, formRoot(name)) };
  try {
    return {
      ok: true,
      def,
      args: parsed.data,
      prep: def.prepare ? await def.prepare(parsed.data, ctx) : undefined,
    };
  } catch (e) {
    return { ok: false, errors: unexpected(e, name) };
  }
}

const RESULT_COLUMNS = ['clientId', 'mutationId', 'name', 'argsHash', 'status', 'errors', 'entity'] as const;
/** One per pushed record: built once per connection (see db/prepared.ts). */
const insertResult = preparedOnce((db: Pick<Db, 'insert'>) =>
  db.insert(syncResults).values(placeholders(RESULT_COLUMNS)).prepare(),
);

export async function applyPush(
  db: Db,
  registry: Map<string, AnyMutation>,
  user: UserRow | null,
  ip: string,
  body: PushBody,
  passwordChecks: PasswordChecks,
  backups: boolean,
): Promise<DeviceMarks & { results: MutationResult[] }> {
  const { clientId, clientSecret } = body;
  let { mutations } = body;
  const before = clientRow(db, clientId);
  // Refused before any work (a prepare may hash a password); checked again inside the transaction.
  checkSecret(before, clientSecret);
  // Nothing to send: the device asks only where its records stand (a read; an unknown id stays unknown).
  if (!mutations.length) return { ...deviceMarks(db, backups, before), results: [] };
  const known = before?.lastMutationId ?? 0;
  if (mutations[0]!.id > known + 1) throw new MutationGap(deviceMarks(db, backups, before));

  const prepared = new Map<number, Prepared>();
  const ctx = { db, user, ip, passwords: checksPerBatch(passwordChecks, PASSWORD_CHECKS_PER_PUSH) };
  for (const [i, m] of mutations.entries()) {
    if (m.id <= known) continue;
    try {
      prepared.set(m.id, await prepare(ctx, registry, m.name, m.args));
    } catch (e) {
      // Out of password checks: answer what came before (the device resends the rest); nothing → 429.
      if (!(e instanceof TooManyAttempts) || !prepared.size) throw e;
      mutations = mutations.slice(0, i);
      break;
    }
  }

  const receivedAt = new Date();
  // Each record in a savepoint of its own, on the same drizzle handle: drizzle's nested transaction would
  // build a whole new query interface for every record.
  const inSavepoint = savepoints(db);
  return commitTogether(db, (tx) => {
    const row = clientRow(tx, clientId);
    checkSecret(row, clientSecret);
    let last = row?.lastMutationId ?? 0;
    if (mutations.length && mutations[0]!.id > last + 1) throw new MutationGap(deviceMarks(tx, backups, row));
    const seen = mutations.filter((m) => m.id <= last).map((m) => m.id);
    const stored = seen.length
      ? tx
          .select()
          .from(syncResults)
          .where(and(eq(syncResults.clientId, clientId), inArray(syncResults.mutationId, seen)))
          .all()
      : [];
    const secretHash = row?.secretHash ?? hashSecret(clientSecret);
    tx.insert(syncClients)
      .values({ clientId, userId: user?.id ?? null, secretHash, lastMutationId: last, lastSeenAt: receivedAt })
      .onConflictDoUpdate({
        target: syncClients.clientId,
        set: { userId: user?.id ?? null, secretHash, lastSeenAt: receivedAt },
      })
      .run();

    const results: MutationResult[] = [];
    for (const m of mutations) {
      const argsHash = recordHash(m.name, m.args);
      if (m.id <= last) {
        const first = stored.find((s) => s.mutationId === m.id);
        // Rows stored before hashes existed cannot be compared: they keep the old answer.
        if (first?.argsHash && first.argsHash !== argsHash) {
          results.push({ id: m.id, status: 'conflict', errors: { _: ['sync.conflict'] } });
          continue;
        }
        results.push({
          id: m.id,
          status: 'duplicate',
          ...(first?.errors ? { errors: first.errors } : {}),
          ...(first?.entity ? { entity: first.entity } : {}),
        });
        continue;
      }
      const p = prepared.get(m.id) ?? { ok: false as const, errors: { _: ['errors.server'] } };
      let result: MutationResult;
      if (!p.ok) result = { id: m.id, status: 'rejected', errors: p.errors };
      else {
        try {
          const out = inSavepoint(() =>
            p.def.apply(
              {
                tx,
                user,
                clientId,
                mutationId: m.id,
                createdAt: new Date(m.createdAt),
                receivedAt,
                nextVersion: () => nextServerVersion(tx),
                audit: (e) => audit(tx, { ...e, userId: user?.id ?? null, ip }),
              },
              p.args,
              p.prep,
            ),
          );
          result = { id: m.id, status: 'applied', ...(out?.entity ? { entity: out.entity } : {}) };
        } catch (e) {
          // The savepoint is rolled back: nothing of this mutation stays, the rest of the batch goes on.
          result = { id: m.id, status: 'rejected', errors: unexpected(e, m.name) };
        }
      }
      insertResult(tx).run({
        clientId,
        mutationId: m.id,
        name: m.name,
        argsHash,
        status: result.status === 'rejected' ? 'rejected' : 'applied',
        errors: result.errors ?? null,
        entity: result.entity ?? null,
      } satisfies Record<(typeof RESULT_COLUMNS)[number], unknown>);
      last = m.id;
      results.push(result);
    }
    tx.update(syncClients).set({ lastMutationId: last }).where(eq(syncClients.clientId, clientId)).run();
    return { ...deviceMarks(tx, backups, { lastMutationId: last, safeMutationId: row?.safeMutationId ?? 0 }), results };
  });
}
