/**
 * The seed's user administration (GET/POST /api/users, GET/POST /api/users/{id}, GET /api/users/lawyers)
 * plus block, unblock and password reset. Admins only, except the lawyers list. Every change is
 * written to the user-action log with before/after values, never a password or its hash.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { randomInt } from 'node:crypto';
import { sessions, users } from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import { adminUser, changes, katoErrors, uniquenessErrors, userColumns } from './admin-user.ts';
import { audit } from '../lib/audit.ts';
import { hashPassword } from '../lib/password.ts';
import { notFound } from '../lib/problem.ts';
import { validate, validationFailed } from '../lib/validate.ts';
import { requireRole } from '../middleware/auth.ts';
import { passwordResetSchema, userCreateSchema, userListQuery, userUpdateSchema } from '../../contract/users.ts';

type C = Context<AppEnv>;

const find = (c: C, id: number) => c.var.db.select().from(users).where(eq(users.id, id)).get();
const revokeSessions = (c: C, userId: number) =>
  c.var.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .run();

/** Block or unblock: a blocked user cannot sign in, and their sessions end at once. */
function setBlocked(blocked: boolean) {
  return (c: C) => {
    const { db, user: actor, ip } = c.var;
    const id = Number(c.req.param('id'));
    const before = find(c, id);
    if (!before) throw notFound();
    if (blocked && id === actor!.id) return validationFailed(c, { _: ['users.errors.selfBlock'] });
    const after = db.transaction((tx) => {
      const row = tx
        .update(users)
        .set({ blockedAt: blocked ? new Date() : null, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning()
        .get();
      if (blocked) revokeSessions(c, id);
      audit(tx, {
        action: blocked ? 'user.block' : 'user.unblock',
        userId: actor!.id,
        subjectType: 'user',
        subjectId: id,
        changedUserId: id,
        before: { blocked_at: before.blockedAt?.toISOString() ?? null },
        after: { blocked_at: row.blockedAt?.toISOString() ?? null },
        ip,
      });
      return row;
    });
    return c.json({ data: adminUser(after) });
  };
}

export const userRoutes = new Hono<AppEnv>()
  // The seed's meta (page, per_page, total, last_page) plus `total_capped` and the cursor `next` (ADR 123).
  .get('/', requireRole('admin'), validate('query', userListQuery), async (c) =>
    c.json(await c.var.reads('users.page', { q: c.req.valid('query'), lawyers: false })),
  )
  .get('/lawyers', requireRole('admin', 'lawyer'), validate('query', userListQuery), async (c) =>
    c.json(await c.var.reads('users.page', { q: c.req.valid('query'), lawyers: true })),
  )
  .post('/', requireRole('admin'), validate('json', userCreateSchema), async (c) => {
    const { db, user: actor, ip } = c.var;
    const { password, ...payload } = c.req.valid('json');
    const errors = { ...katoErrors(db, payload), ...uniquenessErrors(db, payload) };
    if (Object.keys(errors).length) return validationFailed(c, errors);
    const passwordHash = await hashPassword(password);
    const created = db.transaction((tx) => {
      const row = tx
        .insert(users)
        .values({ ...userColumns(payload), passwordHash })
        .returning()
        .get();
      audit(tx, {
        action: 'user.create',
        userId: actor!.id,
        subjectType: 'user',
        subjectId: row.id,
        changedUserId: row.id,
        after: userView(row),
        ip,
      });
      return row;
    });
    return c.json({ data: adminUser(created) }, 201);
  })
  .get('/:id{[0-9]+}', requireRole('admin'), (c) => {
    const row = find(c, Number(c.req.param('id')));
    if (!row) throw notFound();
    return c.json({ data: adminUser(row) });
  })
  .post('/:id{[0-9]+}', requireRole('admin'), validate('json', userUpdateSchema), async (c) => {
    const { db, user: actor, ip } = c.var;
    const id = Number(c.req.param('id'));
    const current = find(c, id);
    if (!current) throw notFound();
    const { password, ...payload } = c.req.valid('json');
    const errors = { ...katoErrors(db, payload), ...uniquenessErrors(db, payload, id) };
    if (Object.keys(errors).length) return validationFailed(c, errors);
    const passwordHash = password ? await hashPassword(password) : undefined;
    const updated = db.transaction((tx) => {
      const row = tx
        .update(users)
        .set({ ...userColumns(payload), ...(passwordHash ? { passwordHash } : {}), updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning()
        .get();
      const diff = changes(userView(current), userView(row));
      if (passwordHash) diff.after.password_changed = true;
      audit(tx, {
        action: 'user.update',
        userId: actor!.id,
        subjectType: 'user',
        subjectId: id,
        changedUserId: id,
        ...diff,
        ip,
      });
      return row;
    });
    if (passwordHash && id !== actor!.id) revokeSessions(c, id);
    return c.json({ data: adminUser(updated) });
  })
  .post('/:id{[0-9]+}/block', requireRole('admin'), setBlocked(true))
  .post('/:id{[0-9]+}/unblock', requireRole('admin'), setBlocked(false))
  .post('/:id{[0-9]+}/password', requireRole('admin'), validate('json', passwordResetSchema), async (c) => {
    const { db, user: actor, ip } = c.var;
    const id = Number(c.req.param('id'));
    if (!find(c, id)) throw notFound();
    const given = c.req.valid('json').password;
    // Generated passwords avoid look-alike characters: they are read off a screen and typed on a tablet.
    const generated = given ? undefined : randomPassword();
    const passwordHash = await hashPassword(given ?? generated!);
    const resetAt = new Date();
    db.transaction((tx) => {
      tx.update(users).set({ passwordHash, updatedAt: resetAt }).where(eq(users.id, id)).run();
      // The admin's own session survives resetting their own password; everyone else is signed out.
      const ended = id === actor!.id ? 0 : revokeSessions(c, id).changes;
      audit(tx, {
        action: 'user.password_reset',
        userId: actor!.id,
        subjectType: 'user',
        subjectId: id,
        changedUserId: id,
        before: { open_sessions: ended },
        after: { open_sessions: 0, password_reset_at: resetAt.toISOString(), generated: Boolean(generated) },
        ip,
      });
    });
    return c.json({ data: { id, ...(generated ? { password: generated } : {}) } });
  });

/** The user without timestamps, for before/after comparison. */
function userView(row: Parameters<typeof adminUser>[0]): Record<string, unknown> {
  const { created_at: _c, updated_at: _u, blocked_at: _b, ...view } = adminUser(row);
  return view;
}

const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function randomPassword(length = 12) {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}
