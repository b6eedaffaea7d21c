/**
 * Bearer-token sessions and the role guard. Every route declares who may call it with
 * `requireAuth` or `requireRole(...)`; the permission test walks them all. A GET may carry a download
 * ticket instead of the header (api/lib/download-tickets.ts).
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { sessions, users } from '../../db/schema.ts';
import { ROLES, type RoleSlug } from '../../db/roles.ts';
import type { AppEnv } from '../context.ts';
import { translator } from '../lib/i18n.ts';
import { forbidden, unauthenticated } from '../lib/problem.ts';
import { hashToken } from '../lib/tokens.ts';

const TOUCH_EVERY_MS = 60_000;

/** The session and its user while both are live (not revoked, expired, idle or blocked). */
function liveSession(c: Context<AppEnv>, where: SQL) {
  const { db, config } = c.var;
  const row = db
    .select()
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(where, isNull(sessions.revokedAt)))
    .get();
  const now = Date.now();
  const live =
    row &&
    !row.users.blockedAt &&
    now < row.sessions.expiresAt.getTime() &&
    now - row.sessions.lastUsedAt.getTime() < config.session.idleMs;
  return live ? row : null;
}

export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', null);
  c.set('sessionId', null);
  const header = c.req.header('Authorization');
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  const ticket = !header && c.req.method === 'GET' ? c.req.query('ticket') : undefined;
  if (token) {
    const row = liveSession(c, eq(sessions.tokenHash, hashToken(token)));
    if (row) {
      c.set('user', row.users);
      c.set('sessionId', row.sessions.id);
      const now = Date.now();
      if (now - row.sessions.lastUsedAt.getTime() > TOUCH_EVERY_MS)
        c.var.db
          .update(sessions)
          .set({ lastUsedAt: new Date(now) })
          .where(eq(sessions.id, row.sessions.id))
          .run();
    }
  } else if (ticket) {
    // A download link (ADR 057): the ticket stands for its session on the one URL it was issued for;
    // the route's own role and scope checks then run as for that session's user.
    const owner = c.var.downloadTickets.redeem(ticket, c.req.path, new URL(c.req.url).search);
    const row = owner && liveSession(c, eq(sessions.id, owner.sessionId));
    if (owner && row) {
      c.set('locale', owner.locale);
      c.set('t', translator(owner.locale));
      c.set('user', row.users);
      c.set('sessionId', row.sessions.id);
    }
  }
  await next();
});

export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw unauthenticated();
  await next();
});

/** 401 without a session; the seed's "no role access" (403, code no_role_access) for a wrong role. */
export const requireRole = (...allowed: RoleSlug[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = c.var.user;
    if (!user) throw unauthenticated();
    if (!allowed.some((r) => ROLES[r] === user.roleId)) throw forbidden();
    await next();
  });
