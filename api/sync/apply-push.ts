/**
 * Applies a pushed batch exactly once per mutation id: each mutation runs in a savepoint together with
 * the device's counter, the batch commits once, and a repeated id answers `duplicate` with the stored
 * first result. Async preparation (password hashing) happens before the transaction opens.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { placeholders, preparedOnce } from '../../db/prepared.ts';
import { ROLES } from '../../db/roles.ts';
import { syncClients, syncResults } from '../../db/schema.ts';
import type { UserRow } from '../context.ts';
import { audit } from '../lib/audit.ts';
import { checksPerBatch, TooManyAttempts, type PasswordChecks } from '../lib/password-checks.ts';
import { fieldErrors, type FieldErrors } from '../schemas/errors.ts';
import type { MutationResult, PushBody } from '../schemas/sync.ts';
import { Rejection, type AnyMutation, type PrepareContext } from './registry.ts';
import { nextServerVersion } from './versions.ts';

export class MutationGap extends Error {
  constructor(readonly lastMutationId: number) {
    super('mutation_gap');
  }
}

type Prepared = { ok: true; def: AnyMutation; args: unknown; prep: unknown } | { ok: false; errors: FieldErrors };

const mayCall = (def: AnyMutation, user: UserRow | null) =>
  def.roles.includes('public') || (user !== null && def.roles.some((r) => r !== 'public' && ROLES[r] === user.roleId));

/** Password checks one push may make; the records after the last one wait for the next push. */
export const PASSWORD_CHECKS_PER_PUSH = 5;

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
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  try {
    return {
      ok: true,
      def,
      args: parsed.data,
      prep: def.prepare ? await def.prepare(parsed.data, ctx) : undefined,
    };
  } catch (e) {
    if (e instanceof Rejection) return { ok: false, errors: e.errors };
    throw e;
  }
}

const RESULT_COLUMNS = ['clientId', 'mutationId', 'name', 'status', 'errors', 'entity'] as const;
/** One per pushed record: built once per connection (see db/prepared.ts). */
const insertResult = preparedOnce((db: Pick<Db, 'insert'>) =>
  db.insert(syncResults).values(placeholders(RESULT_COLUMNS)).prepare(),
);

export const lastMutationId = (db: Db, clientId: string) =>
  db.select({ last: syncClients.lastMutationId }).from(syncClients).where(eq(syncClients.clientId, clientId)).get()
    ?.last ?? 0;

export async function applyPush(
  db: Db,
  registry: Map<string, AnyMutation>,
  user: UserRow | null,
  ip: string,
  body: PushBody,
  passwordChecks: PasswordChecks,
): Promise<{ lastMutationId: number; results: MutationResult[] }> {
  const { clientId } = body;
  let { mutations } = body;
  const known = lastMutationId(db, clientId);
  if (mutations.length && mutations[0]!.id > known + 1) throw new MutationGap(known);

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
  return db.transaction(
    (tx) => {
      let last = tx.select().from(syncClients).where(eq(syncClients.clientId, clientId)).get()?.lastMutationId ?? 0;
      if (mutations.length && mutations[0]!.id > last + 1) throw new MutationGap(last);
      const seen = mutations.filter((m) => m.id <= last).map((m) => m.id);
      const stored = seen.length
        ? tx
            .select()
            .from(syncResults)
            .where(and(eq(syncResults.clientId, clientId), inArray(syncResults.mutationId, seen)))
            .all()
        : [];
      tx.insert(syncClients)
        .values({ clientId, userId: user?.id ?? null, lastMutationId: last, lastSeenAt: receivedAt })
        .onConflictDoUpdate({ target: syncClients.clientId, set: { userId: user?.id ?? null, lastSeenAt: receivedAt } })
        .run();

      const results: MutationResult[] = [];
      for (const m of mutations) {
        if (m.id <= last) {
          const first = stored.find((s) => s.mutationId === m.id);
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
            const out = tx.transaction((sp) =>
              p.def.apply(
                {
                  tx: sp,
                  user,
                  clientId,
                  mutationId: m.id,
                  createdAt: new Date(m.createdAt),
                  receivedAt,
                  nextVersion: () => nextServerVersion(sp),
                  audit: (e) => audit(sp, { ...e, userId: user?.id ?? null, ip }),
                },
                p.args,
                p.prep,
              ),
            );
            result = { id: m.id, status: 'applied', ...(out?.entity ? { entity: out.entity } : {}) };
          } catch (e) {
            if (!(e instanceof Rejection)) throw e;
            result = { id: m.id, status: 'rejected', errors: e.errors };
          }
        }
        insertResult(tx).run({
          clientId,
          mutationId: m.id,
          name: m.name,
          status: result.status === 'rejected' ? 'rejected' : 'applied',
          errors: result.errors ?? null,
          entity: result.entity ?? null,
        } satisfies Record<(typeof RESULT_COLUMNS)[number], unknown>);
        last = m.id;
        results.push(result);
      }
      tx.update(syncClients).set({ lastMutationId: last }).where(eq(syncClients.clientId, clientId)).run();
      return { lastMutationId: last, results };
    },
    { behavior: 'immediate' },
  );
}
