/**
 * Admin API of every content type, built from one generic resource: list (paging, search, published
 * filter), read, create, update, publish and delete. Admins and experts only; every change is audited.
 */
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { audit } from '../lib/audit.ts';
import { column, type ContentRow } from './tables.ts';
import { resource, type Resource } from './resource.ts';
import { mediaIdsOf, releaseMedia } from './media-release.ts';
import { wrongMediaKinds } from './media-kinds.ts';
import { sanitizeRich } from '../lib/sanitize.ts';
import { requireRole } from '../middleware/auth.ts';
import { validate, validationFailed } from '../lib/validate.ts';
import type { ContentType } from '../../contract/content-types.ts';
import { contentInput, contentListQuery, publishInput, type ContentInput } from '../../contract/content.ts';
import { z } from 'zod';
import type { CONTENT_LOG_VERBS } from '../../contract/user-logs.ts';
import { notFound } from '../lib/problem.ts';

type ContentLogVerb = (typeof CONTENT_LOG_VERBS)[number];

const idParam = z.object({ id: z.coerce.number().int().positive() });
const editors = requireRole('admin', 'expert');

/** Sets published_at the first time an item goes public, so "newest" order follows publication. */
function publishValues(r: Resource, published: boolean | undefined, before?: { publishedAt?: unknown }) {
  if (published === undefined) return {};
  const stamp = published && !before?.publishedAt && column(r.table, 'publishedAt') ? { publishedAt: new Date() } : {};
  return { published, ...stamp };
}

export function contentAdminRoutes(type: ContentType) {
  const r = resource(type);
  const input = contentInput(type);
  const log = (c: Context<AppEnv>, action: ContentLogVerb, id: number, before: object | null, after: object | null) =>
    audit(c.var.db, {
      action: `${type}.${action}`,
      userId: c.var.user!.id,
      subjectType: type,
      subjectId: id,
      before: before as Record<string, unknown> | null,
      after: after as Record<string, unknown> | null,
      ip: c.var.ip,
    });

  return new Hono<AppEnv>()
    .get('/', editors, validate('query', contentListQuery), (c) => {
      const q = c.req.valid('query');
      const published = q.published === undefined ? undefined : eq(r.col('published'), q.published === '1');
      const { rows, meta } = r.list(c.var.db, { page: q.page, perPage: q.per_page, where: [published, r.search(q.q)] });
      return c.json({ data: rows.map(r.toAdmin), meta });
    })
    .get('/:id', editors, validate('param', idParam), (c) => {
      const row = r.get(c.var.db, c.req.valid('param').id);
      if (!row) throw notFound();
      return c.json({ data: r.toAdmin(row) });
    })
    .post('/', editors, validate('json', input), (c) => {
      const body = c.req.valid('json') as ContentInput;
      const { db, user } = c.var;
      const wrong = wrongMediaKinds(db, r.def, body);
      if (wrong) return validationFailed(c, wrong);
      const values = {
        ...r.toValues(body),
        ...publishValues(r, body.published ?? false),
        ...(column(r.table, 'createdBy') ? { createdBy: user!.id } : {}),
      };
      const row = db.transaction((tx) => {
        const created = tx
          .insert(r.table)
          .values(values as never)
          .returning()
          .get() as unknown as ContentRow;
        log(c, 'create', created.id, null, r.toAdmin(created));
        return created;
      });
      return c.json({ data: r.toAdmin(row) }, 201);
    })
    .post('/:id', editors, validate('param', idParam), validate('json', input.partial()), (c) => {
      const body = c.req.valid('json') as ContentInput;
      const wrong = wrongMediaKinds(c.var.db, r.def, body);
      if (wrong) return validationFailed(c, wrong);
      return change(c, r, c.req.valid('param').id, 'update', (before) => ({
        ...r.toValues(body),
        ...publishValues(r, body.published, before),
      }));
    })
    .post('/:id/publish', editors, validate('param', idParam), validate('json', publishInput), (c) =>
      change(c, r, c.req.valid('param').id, 'publish', (before) =>
        publishValues(r, c.req.valid('json').published, before),
      ),
    )
    .delete('/:id', editors, validate('param', idParam), (c) => {
      const id = c.req.valid('param').id;
      const { db } = c.var;
      const before = r.get(db, id);
      if (!before) throw notFound();
      db.transaction((tx) => {
        tx.delete(r.table)
          .where(eq(r.col('id'), id))
          .run();
        log(c, 'delete', id, r.toAdmin(before), null);
      });
      releaseMedia(db, c.var.config.dataDir, mediaIdsOf(type, before));
      return c.json({ data: { id } });
    });

  /** Read, update and audit in one transaction. */
  function change(
    c: Context<AppEnv>,
    res: Resource,
    id: number,
    action: ContentLogVerb,
    values: (before: Record<string, unknown>) => Record<string, unknown>,
  ) {
    const { db } = c.var;
    const result = db.transaction((tx) => {
      const before = res.get(tx, id);
      if (!before) return null;
      const set = { ...values(before), ...(column(res.table, 'updatedAt') ? { updatedAt: new Date() } : {}) };
      tx.update(res.table)
        .set(set as never)
        .where(eq(res.col('id'), id))
        .run();
      const after = res.get(tx, id)!;
      log(c, action, id, res.toAdmin(before), res.toAdmin(after));
      return { before, after };
    });
    if (!result) throw notFound();
    const kept = mediaIdsOf(type, result.after);
    releaseMedia(
      db,
      c.var.config.dataDir,
      [...mediaIdsOf(type, result.before)].filter((m) => !kept.has(m)),
    );
    return c.json({ data: res.toAdmin(result.after) });
  }
}

/** The admin preview shows rich text exactly as it would be stored: through the same sanitiser. */
export const contentPreviewRoutes = new Hono<AppEnv>().post(
  '/content-preview',
  editors,
  validate('json', z.object({ html: z.array(z.string().max(100_000)).max(20) })),
  (c) => c.json({ data: { html: c.req.valid('json').html.map(sanitizeRich) } }),
);
