/**
 * Webinar and showroom slots for editors (admins and experts): list with seats taken, create, edit.
 * A slot's capacity never goes below the seats already taken (the CHECK would refuse it anyway; the
 * editor gets the field's message instead). Every change is in the user-action log.
 */
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { propertySlots } from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import { audit } from '../lib/audit.ts';
import { validate, validationFailed } from '../lib/validate.ts';
import { requireRole } from '../middleware/auth.ts';
import { slotListQuery, slotSchema } from '../../contract/property.ts';
import { slotJson } from './slots.ts';
import { notFound } from '../lib/problem.ts';

const editors = requireRole('admin', 'expert');

export const propertySlotRoutes = new Hono<AppEnv>()
  .get('/', editors, validate('query', slotListQuery), (c) => {
    const { kind } = c.req.valid('query');
    const rows = c.var.db
      .select()
      .from(propertySlots)
      .where(kind ? eq(propertySlots.kind, kind) : undefined)
      .orderBy(desc(propertySlots.startsAt))
      .limit(500)
      .all();
    return c.json({ data: rows.map(slotJson) });
  })
  .post('/', editors, validate('json', slotSchema), (c) => {
    const v = c.req.valid('json');
    const row = c.var.db.transaction((tx) => {
      const s = tx
        .insert(propertySlots)
        .values({
          kind: v.kind,
          startsAt: new Date(v.starts_at),
          title: v.title,
          capacity: v.capacity,
          published: v.published,
        })
        .returning()
        .get();
      audit(tx, {
        action: 'property.slot.create',
        userId: c.var.user!.id,
        subjectType: 'property_slot',
        subjectId: s.id,
        after: v,
        ip: c.var.ip,
      });
      return s;
    });
    return c.json({ data: slotJson(row) }, 201);
  })
  .put('/:id{[0-9]+}', editors, validate('json', slotSchema), (c) => {
    const id = Number(c.req.param('id'));
    const v = c.req.valid('json');
    const result = c.var.db.transaction((tx) => {
      const before = tx.select().from(propertySlots).where(eq(propertySlots.id, id)).get();
      if (!before) return null;
      if (v.capacity < before.taken) return 'below' as const;
      const s = tx
        .update(propertySlots)
        .set({
          kind: v.kind,
          startsAt: new Date(v.starts_at),
          title: v.title,
          capacity: v.capacity,
          published: v.published,
        })
        .where(eq(propertySlots.id, id))
        .returning()
        .get();
      audit(tx, {
        action: 'property.slot.update',
        userId: c.var.user!.id,
        subjectType: 'property_slot',
        subjectId: id,
        before: slotJson(before),
        after: v,
        ip: c.var.ip,
      });
      return s;
    });
    if (result === null) throw notFound();
    if (result === 'below') return validationFailed(c, { capacity: ['property.errors.capacity_below_taken'] });
    return c.json({ data: slotJson(result) });
  });
