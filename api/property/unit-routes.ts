/**
 * Units for editors (admins, experts): one unit changed after its building was saved (ADR 120), ticked
 * units moved to a status at once or given a layout picture and PDF, and a unit's status history. Every
 * status change is a history line (from → to, who, why) and every change is in the user-action log.
 */
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { Tx } from '../../db/client.ts';
import { propertyReservations, propertyUnits } from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import { audit } from '../lib/audit.ts';
import { validate, validationFailed } from '../lib/validate.ts';
import { requireRole } from '../middleware/auth.ts';
import { bulkStatusSchema, unitEditSchema } from '../../contract/property.ts';
import { unitLayoutSchema } from '../../contract/property-items.ts';
import { mediaErrors } from './media-check.ts';
import { heldUnits, historyOf, shownStatus, writeHistory } from './unit-history.ts';
import { unitById } from './units.ts';
import { notFound } from '../lib/problem.ts';

type C = Context<AppEnv>;
type UnitRow = typeof propertyUnits.$inferSelect;
const editors = requireRole('admin', 'expert');
const idParam = (c: C) => Number(c.req.param('id'));

/** An editor's status ends any hold on the unit: a flat marked sold is no longer held, a freed one is free. */
const releaseHolds = (tx: Tx, ids: number[], now: Date) =>
  tx
    .update(propertyReservations)
    .set({ releasedAt: now })
    .where(and(inArray(propertyReservations.unitId, ids), isNull(propertyReservations.releasedAt)))
    .run();

const EDITED = ['section', 'floor', 'number', 'kind', 'rooms', 'area', 'price', 'finish', 'status'] as const;
const COLUMN = { layout_image: 'layoutImage', layout_pdf: 'layoutPdf' } as const;
/** What the chessboard's "prices as of" follows (ADR 074): a layout or a finish is not a price. */
const PRICED = new Set(['area', 'price', 'status']);

export const propertyUnitRoutes = new Hono<AppEnv>()
  .put('/:id{[0-9]+}', editors, validate('json', unitEditSchema), (c) => {
    const v = c.req.valid('json');
    const id = idParam(c);
    const before = c.var.db.select().from(propertyUnits).where(eq(propertyUnits.id, id)).get();
    if (!before) throw notFound();
    const media = mediaErrors(c.var.db, [
      { path: 'layout_image', id: v.layout_image, want: 'image' },
      { path: 'layout_pdf', id: v.layout_pdf, want: 'pdf' },
    ]);
    if (media) return validationFailed(c, media);
    const clash = c.var.db
      .select({ id: propertyUnits.id })
      .from(propertyUnits)
      .where(
        and(
          eq(propertyUnits.buildingId, before.buildingId),
          eq(propertyUnits.section, v.section),
          eq(propertyUnits.number, v.number),
          ne(propertyUnits.id, id),
        ),
      )
      .get();
    if (clash) return validationFailed(c, { number: ['property.errors.number_taken'] });

    const next: Record<(typeof EDITED)[number], unknown> = { ...v, rooms: v.rooms ?? null };
    const was: Record<string, unknown> = before;
    const changed = EDITED.filter((f) => next[f] !== was[f]);
    const layout = (['layout_image', 'layout_pdf'] as const).filter((f) => v[f] !== before[COLUMN[f]]);
    const now = new Date();
    const userId = c.var.user!.id;
    c.var.db.transaction((tx) => {
      const held = heldUnits(tx, [id], now).has(id);
      const from = shownStatus(before.status, held);
      // Keeping "available" on a held unit keeps the hold: only a different status is a move.
      const moved = v.status !== before.status || (held && v.status !== 'available');
      if (moved) releaseHolds(tx, [id], now);
      tx.update(propertyUnits)
        .set({
          ...Object.fromEntries(changed.map((f) => [f, next[f]])),
          ...Object.fromEntries(layout.map((f) => [COLUMN[f], v[f]])),
          ...(changed.some((f) => PRICED.has(f)) || moved ? { updatedAt: now } : {}),
        } as Partial<UnitRow>)
        .where(eq(propertyUnits.id, id))
        .run();
      if (moved)
        writeHistory(tx, { unitId: id, status: v.status, fromStatus: from, source: 'editor', userId, at: now });
      if (changed.length || layout.length)
        audit(tx, {
          action: 'property.unit.update',
          userId,
          subjectType: 'property_unit',
          subjectId: id,
          before: Object.fromEntries([
            ...changed.map((f) => [f, f === 'status' ? from : was[f]]),
            ...layout.map((f) => [f, before[COLUMN[f]]]),
          ]),
          after: Object.fromEntries([...changed.map((f) => [f, next[f]]), ...layout.map((f) => [f, v[f]])]),
          ip: c.var.ip,
        });
    });
    return c.json({ data: unitById(c.var.db, id)! });
  })
  .post('/status', editors, validate('json', bulkStatusSchema), (c) => {
    const { unit_ids, status } = c.req.valid('json');
    const now = new Date();
    const userId = c.var.user!.id;
    const changed = c.var.db.transaction((tx) => {
      const units = tx.select().from(propertyUnits).where(inArray(propertyUnits.id, unit_ids)).all();
      const held = heldUnits(tx, unit_ids, now);
      releaseHolds(tx, unit_ids, now);
      tx.update(propertyUnits).set({ status, updatedAt: now }).where(inArray(propertyUnits.id, unit_ids)).run();
      let n = 0;
      for (const u of units) {
        const from = shownStatus(u.status, held.has(u.id));
        if (from === status) continue;
        n++;
        writeHistory(tx, { unitId: u.id, status, fromStatus: from, source: 'bulk', userId, at: now });
        audit(tx, {
          action: 'property.unit.status',
          userId,
          subjectType: 'property_unit',
          subjectId: u.id,
          before: { status: from },
          after: { status },
          ip: c.var.ip,
        });
      }
      return n;
    });
    return c.json({ data: { changed } });
  })
  .post('/layout', editors, validate('json', unitLayoutSchema), (c) => {
    const { unit_ids, layout_image, layout_pdf } = c.req.valid('json');
    const media = mediaErrors(c.var.db, [
      { path: 'layout_image', id: layout_image, want: 'image' },
      { path: 'layout_pdf', id: layout_pdf, want: 'pdf' },
    ]);
    if (media) return validationFailed(c, media);
    const changed = c.var.db.transaction((tx) => {
      const units = tx.select().from(propertyUnits).where(inArray(propertyUnits.id, unit_ids)).all();
      // Not `updatedAt`: that is the chessboard's "prices as of", and a drawing is not a price.
      tx.update(propertyUnits)
        .set({ layoutImage: layout_image, layoutPdf: layout_pdf })
        .where(inArray(propertyUnits.id, unit_ids))
        .run();
      for (const u of units)
        audit(tx, {
          action: 'property.unit.layout',
          userId: c.var.user!.id,
          subjectType: 'property_unit',
          subjectId: u.id,
          before: { layout_image: u.layoutImage, layout_pdf: u.layoutPdf },
          after: { layout_image, layout_pdf },
          ip: c.var.ip,
        });
      return units.length;
    });
    return c.json({ data: { changed } });
  })
  .get('/:id{[0-9]+}/history', editors, (c) => c.json({ data: historyOf(c.var.db, idParam(c)) }));
