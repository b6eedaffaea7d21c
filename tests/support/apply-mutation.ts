/**
 * Applies a registered mutation the way the push endpoint does (schema, roles, one transaction,
 * Rejection → errors), for API tests written before POST /api/sync/push exists.
 */
import type { Db } from '../../db/client.ts';
import { ROLES } from '../../db/seed.ts';
import type { UserRow } from '../../api/context.ts';
import { audit } from '../../api/lib/audit.ts';
import { fieldErrors, type FieldErrors } from '../../api/schemas/errors.ts';
import { mutations } from '../../api/sync/mutations.ts';
import { Rejection } from '../../api/sync/registry.ts';
import { nextServerVersion } from '../../api/sync/versions.ts';

export type Applied =
  { status: 'applied'; entity?: { type: string; id: string | number } } | { status: 'rejected'; errors: FieldErrors };

let seq = 0;

export async function applyMutation(db: Db, user: UserRow, name: string, args: unknown): Promise<Applied> {
  const def = mutations.find((m) => m.name === name);
  if (!def) throw new Error(`no mutation ${name}`);
  if (!def.roles.some((r) => r === 'public' || ROLES[r] === user.roleId))
    return { status: 'rejected', errors: { _: ['errors.no_role_access'] } };
  const parsed = def.args.safeParse(args);
  if (!parsed.success) return { status: 'rejected', errors: fieldErrors(parsed.error) };
  const prepared = def.prepare ? await def.prepare(parsed.data, { db, user }) : undefined;
  try {
    return db.transaction((tx) => {
      const out = def.apply(
        {
          tx,
          user,
          clientId: 'test-device',
          mutationId: ++seq,
          createdAt: new Date(),
          receivedAt: new Date(),
          nextVersion: () => nextServerVersion(tx),
          audit: (e) => audit(tx, { ...e, userId: user.id }),
        },
        parsed.data,
        prepared,
      );
      return { status: 'applied' as const, ...(out?.entity ? { entity: out.entity } : {}) };
    });
  } catch (e) {
    if (e instanceof Rejection) return { status: 'rejected', errors: e.errors };
    throw e;
  }
}
