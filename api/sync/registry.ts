/**
 * The contract between a mutation sent by a device and the code that applies it. A mutation is
 * validated with its schema from api/schemas, applied inside the push transaction (a savepoint per
 * mutation), and either applied or rejected with a per-field map of message ids.
 */
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { RoleSlug } from '../../db/seed.ts';
import type { UserRow } from '../context.ts';
import type { AuditEntry } from '../lib/audit.ts';
import type { FieldErrors } from '../schemas/errors.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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

export interface MutationDef<S extends z.ZodType = z.ZodType, P = undefined> {
  name: string;
  args: S;
  /** Who may send it ('public': anyone, signed in or not); anyone else gets errors.no_role_access. */
  roles: readonly (RoleSlug | 'public')[];
  /** Async work that cannot run inside the SQLite transaction (password hashing), done first. */
  prepare?(args: z.output<S>, ctx: { db: Db; user: UserRow | null }): Promise<P>;
  apply(ctx: MutationContext, args: z.output<S>, prepared: P): { entity?: EntityRef } | void;
}

export const defineMutation = <S extends z.ZodType, P = undefined>(def: MutationDef<S, P>) => def;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry holds defs of every shape
export type AnyMutation = MutationDef<any, any>;
