/**
 * The contest for everyone: its settings and nominations (public, cached offline by the service
 * worker under /api/public), and the applicant sign-up/sign-in by IIN that uploads need.
 */
import { asc, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { contestNominations } from '../../db/schema.ts';
import type { Config } from '../config.ts';
import type { AppEnv } from '../context.ts';
import { audit } from '../lib/audit.ts';
import { accountTaken, acceptsAccounts, createApplicantAccount, signInByIin } from './account.ts';
import { publicSettings, readContestSettings } from './settings.ts';
import { nominationView } from './views.ts';
import { issueSession } from '../auth/issue-session.ts';
import { publicUser } from '../auth/public-user.ts';
import { hashPassword } from '../lib/password.ts';
import { provenPhone } from '../lib/sms/verification.ts';
import { validate, validationFailed } from '../lib/validate.ts';
import { accountSchema } from '../../contract/contest.ts';
import { users } from '../../db/schema.ts';

export const publicContest = new Hono<AppEnv>().get('/', (c) => {
  const { db, locale } = c.var;
  const nominations = db
    .select()
    .from(contestNominations)
    .where(eq(contestNominations.active, true))
    .orderBy(asc(contestNominations.sort), asc(contestNominations.id))
    .all();
  return c.json({
    data: {
      settings: publicSettings(readContestSettings(db)),
      nominations: nominations.map((n) => nominationView(n, locale)),
    },
  });
});

export function contestAccount(config: Config) {
  /**
   * Public on purpose: a villager's first contact is the contest form. The IIN + password sign in;
   * otherwise the answer is the same for an unknown IIN and a wrong password ("confirm your phone")
   * until the phone is proven by SMS, and only then is an account made (while the contest takes entries).
   */
  return new Hono<AppEnv>().post('/', validate('json', accountSchema), async (c) => {
    const { db, ip, passwordChecks } = c.var;
    const input = c.req.valid('json');
    const signedIn = await signInByIin({ db, ip, passwords: passwordChecks }, input);
    if (signedIn !== null) {
      audit(db, { action: 'auth.login', userId: signedIn, changedUserId: signedIn, ip });
      return answer(c, signedIn, false);
    }
    if (!input.verification) return validationFailed(c, { verification: ['contest.account.confirm_phone'] });
    // Cheap checks before the hash; with the phone proven, saying "this IIN has an account" is no oracle.
    if (!provenPhone(db, input.verification, input.phone))
      return validationFailed(c, { verification: ['validation.sms.verify_first'] });
    const refused = acceptsAccounts(readContestSettings(db)) ?? accountTaken(db, input);
    if (refused) return validationFailed(c, refused);
    const passwordHash = await hashPassword(input.password);
    const made = db.transaction((tx) =>
      createApplicantAccount(tx, { ...input, verification: input.verification! }, passwordHash),
    );
    if (typeof made !== 'number') return validationFailed(c, made);
    audit(db, { action: 'contest.account_created', userId: made, changedUserId: made, ip });
    return answer(c, made, true);
  });

  function answer(c: Context<AppEnv>, id: number, created: boolean) {
    const user = c.var.db.select().from(users).where(eq(users.id, id)).get()!;
    return c.json({ data: { token: issueSession(c.var.db, config, id), user: publicUser(user), created } });
  }
}
