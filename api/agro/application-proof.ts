/**
 * Whose an agro application is proven to be (issue 34.6, ADR 133). An application nobody proved is the
 * person's never blocks the person: the district office, or the person signed in (or with the phone
 * registered for their IIN proven by SMS), supersedes it — kept, marked `superseded`, named in both
 * applications' history. And one phone claims at most a few IINs: a household, not a list of strangers.
 */
import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ROLES } from '../../db/roles.ts';
import { agroApplications, users } from '../../db/schema.ts';
import type { UserRow } from '../context.ts';
import { provenPhone } from '../lib/sms/verification.ts';
import type { AgroForm } from '../../contract/agro.ts';
import { CLOSED_AGRO } from './create-application.ts';

/** IINs one phone may have open public applications for: AGRO_IINS_PER_PHONE, 3 unless set. */
export function iinsPerPhone(env: NodeJS.ProcessEnv): number {
  const n = Number(env.AGRO_IINS_PER_PHONE);
  return env.AGRO_IINS_PER_PHONE && Number.isInteger(n) && n > 0 ? n : 3;
}
const IINS_PER_PHONE = iinsPerPhone(process.env);

export interface AgroProof {
  /** How the application is proven the person's; null: nobody proved it. */
  by: 'office' | 'account' | 'phone' | null;
  /** The person's account it is linked to, if any. */
  applicantId: number | null;
}

export function agroProof(tx: Tx, user: UserRow | null, form: AgroForm, verification?: string): AgroProof {
  if (user?.roleId === ROLES.operator || user?.roleId === ROLES.admin) return { by: 'office', applicantId: null };
  const mine = user?.roleId === ROLES.applicant ? user : null;
  if (mine?.iin === form.iin) return { by: 'account', applicantId: mine.id };
  if (verification && provenPhone(tx, verification, form.phone)) {
    const person = tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.iin, form.iin), eq(users.phone, form.phone), eq(users.roleId, ROLES.applicant)))
      .get();
    if (person) return { by: 'phone', applicantId: person.id };
  }
  return { by: null, applicantId: mine?.id ?? null };
}

/** A stored application is the person's when the office wrote it or it is linked to the IIN's own account. */
export function isProvenApplication(tx: Tx, app: typeof agroApplications.$inferSelect): boolean {
  if (app.source !== 'public') return true;
  if (app.applicantId === null) return false;
  return tx.select({ iin: users.iin }).from(users).where(eq(users.id, app.applicantId)).get()?.iin === app.iin;
}

/** True when `phone` already has open public applications for as many other IINs as one phone may claim. */
export function phoneClaimsTooMany(tx: Tx, phone: string, iin: string): boolean {
  const claimed = tx
    .select({ n: sql<number>`count(distinct ${agroApplications.iin})` })
    .from(agroApplications)
    .where(
      and(
        eq(agroApplications.phone, phone),
        eq(agroApplications.source, 'public'),
        ne(agroApplications.iin, iin),
        notInArray(agroApplications.status, CLOSED_AGRO),
      ),
    )
    .get()!.n;
  return claimed >= IINS_PER_PHONE;
}
