/**
 * The requests inbox: admins and experts read what the public forms sent (a page read in a read worker,
 * list-query.ts) and mark it handled.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { requests } from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import { audit } from '../lib/audit.ts';
import { validate } from '../lib/validate.ts';
import { requireRole } from '../middleware/auth.ts';
import { requestListQuery, requestStatusChange } from '../../contract/requests.ts';
import { requestJson } from './list-query.ts';
import { nextServerVersion } from '../sync/versions.ts';
import { notFound } from '../lib/problem.ts';

export const requestRoutes = new Hono<AppEnv>()
  .get('/', requireRole('admin', 'expert'), validate('query', requestListQuery), async (c) =>
    c.json(await c.var.reads('requests.page', c.req.valid('query'))),
  )
  .post('/:id/status', requireRole('admin', 'expert'), validate('json', requestStatusChange), (c) => {
    const { db, user, ip } = c.var;
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
    if (!updated) throw notFound();
    return c.json({ data: requestJson(updated) });
  });
