/**
 * Editors' list, create, read and update of a project's items — `/api/property/infrastructure`, `…/near`,
 * `…/specification` and `…/progress` (monthly construction reports) — one shape per type (ADR 104).
 * A picture must name an uploaded image; a month has one report per project. Every change is audited.
 */
import { and, eq, ne } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { propertyItems, propertyProjects } from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';
import type { AppEnv } from '../context.ts';
import { audit } from '../lib/audit.ts';
import { validate, validationFailed } from '../lib/validate.ts';
import { requireRole } from '../middleware/auth.ts';
import type { FieldErrors } from '../../contract/errors.ts';
import {
  itemListQuery,
  PROPERTY_ITEM_SCHEMAS,
  type PropertyItemInput,
  type PropertyItemType,
} from '../../contract/property-items.ts';
import { itemColumns, itemJson } from './item-json.ts';
import { images, mediaErrors } from './media-check.ts';
import { notFound } from '../lib/problem.ts';

type C = Context<AppEnv>;
const editors = requireRole('admin', 'expert');
const t = propertyItems;

/** What the schema cannot see: the project, the pictures, the month already reported. */
function problems(tx: Tx, type: PropertyItemType, v: PropertyItemInput, id?: number): FieldErrors | null {
  if (!tx.select({ id: propertyProjects.id }).from(propertyProjects).where(eq(propertyProjects.id, v.project_id)).get())
    return { project_id: ['property.errors.project_missing'] };
  const media = mediaErrors(tx, [{ path: 'image', id: v.image, want: 'image' }, ...images('photos', v.photos ?? [])]);
  if (media) return media;
  if (type === 'progress') {
    const taken = tx
      .select({ id: t.id })
      .from(t)
      .where(
        and(
          eq(t.type, 'progress'),
          eq(t.projectId, v.project_id),
          eq(t.month, v.month!),
          id ? ne(t.id, id) : undefined,
        ),
      )
      .get();
    if (taken) return { month: ['property.errors.month_taken'] };
  }
  return null;
}

class Refused extends Error {
  constructor(readonly errors: FieldErrors) {
    super('refused');
  }
}

function itemRoutes<T extends PropertyItemType>(type: T) {
  const find = (c: C) =>
    c.var.db
      .select()
      .from(t)
      .where(and(eq(t.id, Number(c.req.param('id'))), eq(t.type, type)))
      .get();
  return new Hono<AppEnv>()
    .get('/', editors, validate('query', itemListQuery), (c) => {
      const { project_id } = c.req.valid('query');
      const rows = c.var.db
        .select()
        .from(t)
        .where(and(eq(t.type, type), project_id ? eq(t.projectId, project_id) : undefined))
        .orderBy(t.projectId, type === 'progress' ? t.month : t.sort, t.id)
        .all();
      return c.json({ data: rows.map(itemJson) });
    })
    .post('/', editors, validate('json', PROPERTY_ITEM_SCHEMAS[type]), (c) => {
      const v = c.req.valid('json') as PropertyItemInput;
      try {
        const row = c.var.db.transaction((tx) => {
          const wrong = problems(tx, type, v);
          if (wrong) throw new Refused(wrong);
          const r = tx.insert(t).values(itemColumns(type, v)).returning().get();
          audit(tx, {
            action: `property.${type}.create`,
            userId: c.var.user!.id,
            subjectType: `property_${type}`,
            subjectId: r.id,
            after: v,
            ip: c.var.ip,
          });
          return r;
        });
        return c.json({ data: itemJson(row) }, 201);
      } catch (e) {
        if (e instanceof Refused) return validationFailed(c, e.errors);
        throw e;
      }
    })
    .get('/:id{[0-9]+}', editors, (c) => {
      const row = find(c);
      if (!row) throw notFound();
      return c.json({ data: itemJson(row) });
    })
    .put('/:id{[0-9]+}', editors, validate('json', PROPERTY_ITEM_SCHEMAS[type]), (c) => {
      const before = find(c);
      if (!before) throw notFound();
      const v = c.req.valid('json') as PropertyItemInput;
      try {
        const row = c.var.db.transaction((tx) => {
          const wrong = problems(tx, type, v, before.id);
          if (wrong) throw new Refused(wrong);
          const r = tx
            .update(t)
            .set({ ...itemColumns(type, v), updatedAt: new Date() })
            .where(eq(t.id, before.id))
            .returning()
            .get();
          audit(tx, {
            action: `property.${type}.update`,
            userId: c.var.user!.id,
            subjectType: `property_${type}`,
            subjectId: r.id,
            before: itemJson(before),
            after: v,
            ip: c.var.ip,
          });
          return r;
        });
        return c.json({ data: itemJson(row) });
      } catch (e) {
        if (e instanceof Refused) return validationFailed(c, e.errors);
        throw e;
      }
    });
}

export const propertyItemRoutes = new Hono<AppEnv>()
  .route('/infrastructure', itemRoutes('infrastructure'))
  .route('/near', itemRoutes('near'))
  .route('/specification', itemRoutes('specification'))
  .route('/progress', itemRoutes('progress'));
