/**
 * Sign-in, sign-out and the current user. An unknown phone and a wrong password get the same answer
 * in the same time; every attempt is counted per phone and per address before the password is
 * compared (c.var.passwordChecks), so a burst cannot outrun the 429.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { sessions, users } from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import { audit } from '../lib/audit.ts';
import { burnPasswordCheck, verifyPassword } from '../lib/password.ts';
import { publicUser } from './public-user.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import { validate } from '../lib/validate.ts';
import { badCredentials } from '../lib/problem.ts';
import { requireAuth } from '../middleware/auth.ts';
import { loginSchema } from '../../contract/auth.ts';
import type { Config } from '../config.ts';

export function authRoutes(config: Config) {
  return new Hono<AppEnv>()
    .post('/auth/login', validate('json', loginSchema), async (c) => {
      const { db, ip, passwordChecks } = c.var;
      const { phone, password } = c.req.valid('json');
      const user = db.select().from(users).where(eq(users.phone, phone)).get();
      const ok = await passwordChecks.check(`phone:${phone}`, ip, () =>
        user?.passwordHash && !user.blockedAt
          ? verifyPassword(password, user.passwordHash)
          : burnPasswordCheck(password),
      );
      if (!ok || !user) {
        audit(db, { action: 'auth.login_failed', userId: null, changedUserId: user?.id ?? null, ip });
        throw badCredentials();
      }
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
