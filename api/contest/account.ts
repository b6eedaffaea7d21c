/**
 * The applicant account behind a contest application: the IIN finds it, the password proves it; an
 * unknown IIN gets a new account. Used by the sign-up call (online) and by `contest.submit` (queued).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { ROLES } from '../../db/roles.ts';
import { Rejection } from '../sync/registry.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../lib/password.ts';

export interface AccountInput {
  full_name: string;
  iin: string;
  phone: string;
  password: string;
}

export type ResolvedAccount = { userId: number } | { create: typeof users.$inferInsert };

/** Resolves the account outside any transaction (scrypt is slow); rejects per field. */
export async function resolveAccount(db: Db, a: AccountInput): Promise<ResolvedAccount> {
  const existing = db.select().from(users).where(eq(users.iin, a.iin)).get();
  if (existing) {
    const ok =
      existing.passwordHash && !existing.blockedAt
        ? await verifyPassword(a.password, existing.passwordHash)
        : await burnPasswordCheck(a.password);
    if (!ok || existing.roleId !== ROLES.applicant)
      throw new Rejection({ password: ['contest.account.wrong_password'] });
    return { userId: existing.id };
  }
  if (db.select({ id: users.id }).from(users).where(eq(users.phone, a.phone)).get())
    throw new Rejection({ phone: ['contest.account.phone_taken'] });
  return {
    create: {
      name: a.full_name,
      iin: a.iin,
      phone: a.phone,
      passwordHash: await hashPassword(a.password),
      roleId: ROLES.applicant,
    },
  };
}

/** Creates the account if it had to be created (inside the caller's transaction); returns its id. */
export function accountId(tx: Pick<Db, 'insert' | 'select'>, r: ResolvedAccount): number {
  if ('userId' in r) return r.userId;
  const again = tx.select({ id: users.id }).from(users).where(eq(users.iin, r.create.iin!)).get();
  if (again) throw new Rejection({ password: ['contest.account.wrong_password'] });
  return tx.insert(users).values(r.create).returning({ id: users.id }).get().id;
}
