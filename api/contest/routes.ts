/**
 * The contest for everyone: its settings and nominations (public, cached offline by the service
 * worker under /api/public), and the applicant sign-up/sign-in by IIN that uploads need.
 */
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { contestNominations } from '../../db/schema.ts';
import type { Config } from '../config.ts';
import type { AppEnv } from '../context.ts';
import { audit } from '../lib/audit.ts';
import { accountId, resolveAccount } from './account.ts';
import { publicSettings, readContestSettings } from './settings.ts';
import { nominationView } from './views.ts';
import { issueSession } from '../auth/issue-session.ts';
import { publicUser } from '../auth/public-user.ts';
import { FailureLimiter } from '../lib/rate-limit.ts';
import { validate, validationFailed } from '../lib/validate.ts';
import { accountSchema } from '../schemas/contest.ts';
import { Rejection } from '../sync/registry.ts';
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
  const byIin = new FailureLimiter(config.loginLimit.perPhone, config.loginLimit.windowMs);
  const byAddress = new FailureLimiter(config.loginLimit.perAddress, config.loginLimit.windowMs);
  /** Public on purpose: a villager's first contact is the contest form; the password proves the IIN. */
  return new Hono<AppEnv>().post('/', validate('json', accountSchema), async (c) => {
    const { db, t, ip } = c.var;
    const input = c.req.valid('json');
    const wait = Math.max(byIin.retryAfter(input.iin), byAddress.retryAfter(ip));
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return c.json({ message: t('errors.too_many_attempts', { seconds: wait }), code: 'too_many_attempts' }, 429);
    }
    try {
      const resolved = await resolveAccount(db, input);
      const id = db.transaction((tx) => accountId(tx, resolved));
      byIin.reset(input.iin);
      const created = 'create' in resolved;
      audit(db, { action: created ? 'contest.account_created' : 'auth.login', userId: id, changedUserId: id, ip });
      const user = db.select().from(users).where(eq(users.id, id)).get()!;
      return c.json({ data: { token: issueSession(db, config, id), user: publicUser(user), created } });
    } catch (e) {
      if (!(e instanceof Rejection)) throw e;
      byIin.fail(input.iin);
      byAddress.fail(ip);
      return validationFailed(c, e.errors);
    }
  });
}
