/**
 * Whose an answer set is proven to be (issue 34.7, ADR 133). Only a proven answer is linked to a person
 * and counts toward their entry/exit pair in the outcome indicators: signed in as that applicant, collected
 * by a staff account (an office tablet, a trainer in a flow), or sent with the phone registered for the IIN
 * proven by SMS. The rest are anonymous answers, bounded per address and survey, and keep no IIN: a
 * stranger's IIN typed by nobody in particular is not kept as that person's.
 */
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { ROLES } from '../../db/roles.ts';
import { users } from '../../db/schema.ts';
import type { UserRow } from '../context.ts';
import { FailureLimiter } from '../lib/rate-limit.ts';
import { TooManyAttempts } from '../lib/password-checks.ts';
import { provenPhone } from '../lib/sms/verification.ts';
import type { SurveyAnswerArgs } from '../../contract/survey.ts';

/** Anonymous answer sets one address may send to one survey per hour: a household, not a script. */
export const ANONYMOUS_ANSWERS_PER_HOUR = 30;

type Args = Pick<SurveyAnswerArgs, 'iin' | 'phone' | 'verification'>;

export interface AnswerProof {
  /** How the answer is proven to be the person's; null: anonymous. */
  by: 'account' | 'office' | 'phone' | null;
  iin: string | null;
  applicantId: number | null;
}

const ANONYMOUS: AnswerProof = { by: null, iin: null, applicantId: null };

const applicantByIin = (db: Db | Tx, iin: string) =>
  db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(and(eq(users.iin, iin), eq(users.roleId, ROLES.applicant)))
    .get();

export function answerProof(db: Db | Tx, user: UserRow | null, args: Args): AnswerProof {
  if (user?.roleId === ROLES.applicant) return { by: 'account', iin: user.iin, applicantId: user.id };
  const iin = args.iin || null;
  if (user) return { by: 'office', iin, applicantId: iin ? (applicantByIin(db, iin)?.id ?? null) : null };
  if (!iin || !args.phone || !args.verification) return ANONYMOUS;
  const person = applicantByIin(db, iin);
  if (!person || person.phone !== args.phone || !provenPhone(db, args.verification, args.phone)) return ANONYMOUS;
  return { by: 'phone', iin, applicantId: person.id };
}

// One budget per database, so that every app (and every test's) counts on its own.
const budgets = new WeakMap<Db, FailureLimiter>();

/** Counts an anonymous answer set against its address and survey; throws TooManyAttempts (429) past the bound. */
export function countAnonymous(db: Db, ip: string, surveyId: number) {
  let limiter = budgets.get(db);
  if (!limiter) budgets.set(db, (limiter = new FailureLimiter(ANONYMOUS_ANSWERS_PER_HOUR, 3600_000)));
  const wait = limiter.take(`${ip}\n${surveyId}`, 1);
  if (wait) throw new TooManyAttempts(wait);
}
