/**
 * Bearer-token sessions and the role guard. Every route declares who may call it with
 * `requireAuth` or `requireRole(...)`; the permission test walks them all.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { sessions, users } from '../../db/schema.ts';
import { ROLES, type RoleSlug } from '../../db/roles.ts';
import type { AppEnv } from '../context.ts';
import { hashToken } from '../lib/tokens.ts';

const TOUCH_EVERY_MS = 60_000;

export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', null);
  c.set('sessionId', null);
  const header = c.req.header('Authorization');
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (token) {
    const { db, config } = c.var;
    const row = db
      .select()
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
      .get();
    const now = Date.now();
    const live =
      row &&
      !row.users.blockedAt &&
      now < row.sessions.expiresAt.getTime() &&
      now - row.sessions.lastUsedAt.getTime() < config.session.idleMs;
    if (live) {
      c.set('user', row.users);
      c.set('sessionId', row.sessions.id);
      if (now - row.sessions.lastUsedAt.getTime() > TOUCH_EVERY_MS)
        db.update(sessions)
          .set({ lastUsedAt: new Date(now) })
          .where(eq(sessions.id, row.sessions.id))
          .run();
    }
  }
  await next();
});

export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) return c.json({ message: c.var.t('errors.unauthenticated'), code: 'unauthenticated' }, 401);
  await next();
});

/** 401 without a session; the seed's "no role access" (403, code no_role_access) for a wrong role. */
export const requireRole = (...allowed: RoleSlug[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = c.var.user;
    if (!user) return c.json({ message: c.var.t('errors.unauthenticated'), code: 'unauthenticated' }, 401);
    if (!allowed.some((r) => ROLES[r] === user.roleId))
      return c.json({ message: c.var.t('errors.no_role_access'), code: 'no_role_access' }, 403);
    await next();
  });
