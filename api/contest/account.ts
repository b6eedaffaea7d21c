/**
 * The applicant account behind a contest application. Signing in by IIN + password is one counted
 * attempt (per IIN and address, before the hash is compared) and an unknown IIN answers exactly like
 * a wrong password. A new account claims an IIN, so it needs the phone proven by SMS first and the
 * contest accepting entries (window + grace): see contestAccount in routes.ts.
 */
import { eq, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { ROLES } from '../../db/roles.ts';
import type { PasswordChecks } from '../lib/password-checks.ts';
import { burnPasswordCheck, verifyPassword } from '../lib/password.ts';
import { spendVerification } from '../lib/sms/verification.ts';
import { contestWindow, type ContestSettings } from '../../contract/contest.ts';
import type { FieldErrors } from '../../contract/errors.ts';

/** The one answer for "no such IIN" and "wrong password": no oracle for who is registered. */
export const NOT_RECOGNISED: FieldErrors = { password: ['contest.account.wrong_password'] };

interface Attempt {
  db: Db;
  ip: string;
  passwords: PasswordChecks;
}

/** The applicant id when the password opens the IIN's applicant account, else null (same time either way). */
export async function signInByIin({ db, ip, passwords }: Attempt, a: { iin: string; password: string }) {
  const existing = db.select().from(users).where(eq(users.iin, a.iin)).get();
  const usable = existing?.passwordHash && !existing.blockedAt && existing.roleId === ROLES.applicant;
  const ok = await passwords.check(`iin:${a.iin}`, ip, () =>
    usable ? verifyPassword(a.password, existing.passwordHash!) : burnPasswordCheck(a.password),
  );
  return ok ? existing!.id : null;
}

/** New accounts are taken from the opening day until the grace period after the close ends. */
export function acceptsAccounts(s: ContestSettings, now = Date.now()): FieldErrors | null {
  const w = contestWindow(s);
  if (now < w.opensAt) return { _: ['contest.window.not_open'] };
  if (now >= w.graceUntil) return { _: ['contest.account.closed'] };
  return null;
}

/** An IIN or phone some account holds already (checked again inside the creating transaction). */
export function accountTaken(db: Db | Tx, a: { iin: string; phone: string }): FieldErrors | null {
  const row = db
    .select({ iin: users.iin, phone: users.phone })
    .from(users)
    .where(or(eq(users.iin, a.iin), eq(users.phone, a.phone)))
    .get();
  if (!row) return null;
  return row.iin === a.iin ? NOT_RECOGNISED : { phone: ['contest.account.phone_taken'] };
}

/** Creates the account, spending the SMS token, in one transaction; the errors when it may not. */
export function createApplicantAccount(
  tx: Tx,
  a: { full_name: string; iin: string; phone: string; verification: string },
  passwordHash: string,
): number | FieldErrors {
  const taken = accountTaken(tx, a);
  if (taken) return taken;
  if (!spendVerification(tx, a.verification, a.phone)) return { verification: ['validation.sms.verify_first'] };
  return tx
    .insert(users)
    .values({ name: a.full_name, iin: a.iin, phone: a.phone, passwordHash, roleId: ROLES.applicant })
    .returning({ id: users.id })
    .get().id;
}
