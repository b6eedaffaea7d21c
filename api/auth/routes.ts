/**
 * Sign-in, sign-out and the current user. An unknown phone and a wrong password get the same answer
 * in the same time; repeated failures per phone and per address answer 429 with Retry-After.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { sessions, users } from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import { audit } from '../lib/audit.ts';
import { burnPasswordCheck, verifyPassword } from '../lib/password.ts';
import { publicUser } from './public-user.ts';
import { FailureLimiter } from '../lib/rate-limit.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import { validate } from '../lib/validate.ts';
import { requireAuth } from '../middleware/auth.ts';
import { loginSchema } from '../schemas/auth.ts';
import type { Config } from '../config.ts';

export function authRoutes(config: Config) {
  const byPhone = new FailureLimiter(config.loginLimit.perPhone, config.loginLimit.windowMs);
  const byAddress = new FailureLimiter(config.loginLimit.perAddress, config.loginLimit.windowMs);

  return new Hono<AppEnv>()
    .post('/auth/login', validate('json', loginSchema), async (c) => {
      const { db, t, ip } = c.var;
      const { phone, password } = c.req.valid('json');
      const wait = Math.max(byPhone.retryAfter(phone), byAddress.retryAfter(ip));
      if (wait > 0) {
        c.header('Retry-After', String(wait));
        return c.json({ message: t('errors.too_many_attempts', { seconds: wait }), code: 'too_many_attempts' }, 429);
      }
      const user = db.select().from(users).where(eq(users.phone, phone)).get();
      const ok =
        user?.passwordHash && !user.blockedAt
          ? await verifyPassword(password, user.passwordHash)
          : await burnPasswordCheck(password);
      if (!ok || !user) {
        byPhone.fail(phone);
        byAddress.fail(ip);
        audit(db, { action: 'auth.login_failed', userId: null, changedUserId: user?.id ?? null, ip });
        return c.json({ message: t('errors.invalid_credentials'), code: 'invalid_credentials' }, 401);
      }
      byPhone.reset(phone);
      const token = newToken();
      const now = Date.now();
      db.insert(sessions)
        .values({
          userId: user.id,
          tokenHash: hashToken(token),
          lastUsedAt: new Date(now),
          expiresAt: new Date(now + config.session.absoluteMs),
        })
        .run();
      audit(db, { action: 'auth.login', userId: user.id, changedUserId: user.id, ip });
      return c.json({ data: { token, user: publicUser(user) } });
    })
    .post('/auth/logout', requireAuth, (c) => {
      const { db, sessionId, user, ip } = c.var;
      db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId!)).run();
      audit(db, { action: 'auth.logout', userId: user!.id, changedUserId: user!.id, ip });
      return c.json({ data: { ok: true } });
    })
    .get('/user-info', requireAuth, (c) => c.json({ data: publicUser(c.var.user!) }));
}
