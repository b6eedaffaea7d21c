/**
 * The contract between a mutation sent by a device and the code that applies it. A mutation is
 * validated with its schema from contract, applied inside the push transaction (a savepoint per
 * mutation), and either applied or rejected with a per-field map of message ids.
 */
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import type { RoleSlug } from '../../db/roles.ts';
import type { UserRow } from '../context.ts';
import type { AuditEntry } from '../lib/audit.ts';
import type { PasswordChecks } from '../lib/password-checks.ts';
import type { FieldErrors } from '../../contract/errors.ts';
import { mutationArgs, type MutationName } from '../../contract/mutations.ts';

export interface EntityRef {
  type: string;
  id: string | number;
}

export interface MutationContext {
  tx: Tx;
  /** Null only for mutations whose roles include 'public'. */
  user: UserRow | null;
  clientId: string;
  mutationId: number;
  /** When the device made the change (its clock). */
  createdAt: Date;
  /** When the server received it. */
  receivedAt: Date;
  /** A new global server_version, to stamp rows that devices pull. */
  nextVersion(): number;
  /** Writes the user-action log inside the same transaction. */
  audit(entry: Omit<AuditEntry, 'userId' | 'ip'>): void;
}

/** Thrown by `apply` to reject a mutation with per-field message ids; the device shows "needs attention". */
export class Rejection extends Error {
  constructor(readonly errors: FieldErrors) {
    super(Object.values(errors).flat().join(', '));
  }
}

export const reject = (field: string, messageId: string): never => {
  throw new Rejection({ [field]: [messageId] });
};

/** What `prepare` may use: password checks go through `passwords` (limited per account, address and push). */
export interface PrepareContext {
  db: Db;
  user: UserRow | null;
  ip: string;
  passwords: PasswordChecks;
}

export interface MutationDef<S extends z.ZodType = z.ZodType, P = undefined> {
  name: string;
  args: S;
  /** Who may send it ('public': anyone, signed in or not); anyone else gets errors.no_role_access. */
  roles: readonly (RoleSlug | 'public')[];
  /** Async work that cannot run inside the SQLite transaction (password hashing), done first. */
  prepare?(args: z.output<S>, ctx: PrepareContext): Promise<P>;
  apply(ctx: MutationContext, args: z.output<S>, prepared: P): { entity?: EntityRef } | void;
}

/** The mutation named N, its args schema taken from contract/mutations.ts. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- what `prepare` hands `apply` is the def's own business
export type Mutation<N extends MutationName, P = any> = MutationDef<(typeof mutationArgs)[N], P> & { name: N };

/**
 * Defines mutation N with the args schema the map gives it, so the device and the server cannot
 * disagree on a name or a shape. Test-only mutations, outside the map, are written as plain
 * `MutationDef` objects in tests/support.
 */
export const defineMutation = <N extends MutationName, P = undefined>(
  def: Omit<MutationDef<(typeof mutationArgs)[N], P>, 'args'> & { name: N },
): Mutation<N, P> => ({ ...def, args: mutationArgs[def.name] });

/** One implementation per name of the map: a missing or misnamed mutation fails tsc where this is used. */
export type MutationTable = { [N in MutationName]: Mutation<N> };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry holds defs of every shape
export type AnyMutation = MutationDef<any, any>;

export interface PulledRow {
  id: string | number;
  version: number;
  data: unknown;
  deleted?: boolean;
}

/** What devices pull of one synced type. */
export interface PullSource {
  type: string;
  /** Rows with server_version > since, visible to `user`, ordered by version, at most `limit`. */
  changes(db: Db, user: UserRow, since: number, limit: number): PulledRow[];
}
