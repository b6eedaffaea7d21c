/** The requests inbox: admins and experts read what the public forms sent and mark it handled. */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { requests } from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import { audit } from '../lib/audit.ts';
import { validate } from '../lib/validate.ts';
import { requireRole } from '../middleware/auth.ts';
import { requestListQuery, requestStatusChange, type RequestRow } from '../schemas/requests.ts';
import { nextServerVersion } from '../sync/versions.ts';

const toApi = (r: typeof requests.$inferSelect): RequestRow => ({
  id: r.id,
  kind: r.kind,
  payload: r.payload,
  locale: r.locale,
  status: r.status,
  created_at: r.createdAt.getTime(),
  handled_by: r.handledBy,
  handled_at: r.handledAt?.getTime() ?? null,
});

export const requestRoutes = new Hono<AppEnv>()
  .get('/', requireRole('admin', 'expert'), validate('query', requestListQuery), (c) => {
    const { db } = c.var;
    const q = c.req.valid('query');
    const where: SQL[] = [];
    if (q.kind) where.push(eq(requests.kind, q.kind));
    if (q.status) where.push(eq(requests.status, q.status));
    const filter = where.length ? and(...where) : undefined;
    const rows = db
      .select()
      .from(requests)
      .where(filter)
      .orderBy(desc(requests.createdAt), desc(requests.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page)
      .all();
    const total = db.select({ n: count() }).from(requests).where(filter).get()?.n ?? 0;
    return c.json({ data: rows.map(toApi), meta: { page: q.page, per_page: q.per_page, total } });
  })
  .post('/:id/status', requireRole('admin', 'expert'), validate('json', requestStatusChange), (c) => {
    const { db, user, t, ip } = c.var;
    const id = Number(c.req.param('id'));
    const { status } = c.req.valid('json');
    const updated = db.transaction((tx) => {
      const before = tx.select().from(requests).where(eq(requests.id, id)).get();
      if (!before) return null;
      const handled = status === 'handled';
      const row = tx
        .update(requests)
        .set({
          status,
          handledBy: handled ? user!.id : null,
          handledAt: handled ? new Date() : null,
          serverVersion: nextServerVersion(tx),
        })
        .where(eq(requests.id, id))
        .returning()
        .get();
      audit(tx, {
        action: 'request.status',
        userId: user!.id,
        subjectType: 'request',
        subjectId: id,
        before: { status: before.status },
        after: { status: row.status },
        ip,
      });
      return row;
    });
    if (!updated) return c.json({ message: t('errors.not_found'), code: 'not_found' }, 404);
    return c.json({ data: toApi(updated) });
  });
