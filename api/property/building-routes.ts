/**
 * Buildings for editors (admins, experts): the list (`/admin/build`), one saved whole with its units
 * (generated on the device, then edited cell by cell), renamed, or deleted while nothing in it is sold
 * or held for a buyer (ADR 120); its units and its price list as spreadsheets in the import's own
 * columns, so a file exported, edited and imported back maps itself (ADR 106).
 */
import { asc, eq, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { Db } from '../../db/client.ts';
import { propertyBuildings, propertyProjects, propertyUnits } from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import { audit } from '../lib/audit.ts';
import { exportResponse } from '../lib/table-export.ts';
import { validate, validationFailed } from '../lib/validate.ts';
import { requireRole } from '../middleware/auth.ts';
import { exportQuery } from '../../contract/export.ts';
import { PRICE_IMPORT_COLUMNS, UNIT_IMPORT_COLUMNS } from '../../contract/import-targets.ts';
import { buildingListQuery, buildingRenameSchema, buildingSchema, propertyLabel } from '../../contract/property.ts';
import { heldUnits } from './unit-history.ts';
import { findBuilding } from './unit-import.ts';
import { unitsOfBuilding } from './units.ts';
import { conflict, notFound } from '../lib/problem.ts';

type C = Context<AppEnv>;
type Building = typeof propertyBuildings.$inferSelect;
const editors = requireRole('admin', 'expert');
const findOne = (c: C) =>
  c.var.db
    .select()
    .from(propertyBuildings)
    .where(eq(propertyBuildings.id, Number(c.req.param('id'))))
    .get();

/** How a file names the building: its name when the import would find it by that name, else its id. */
function buildingCell(db: Db, b: Building) {
  const byName = findBuilding(db as never, b.name);
  return 'ok' in byName && byName.ok === b.id ? b.name : String(b.id);
}

export const propertyBuildingRoutes = new Hono<AppEnv>()
  .get('/', editors, validate('query', buildingListQuery), (c) => {
    const { project_id } = c.req.valid('query');
    const rows = c.var.db
      .select({
        id: propertyBuildings.id,
        name: propertyBuildings.name,
        project_id: propertyBuildings.projectId,
        project_name: propertyProjects.name,
        units: sql<number>`(SELECT count(*) FROM property_units u WHERE u.building_id = ${propertyBuildings.id})`,
      })
      .from(propertyBuildings)
      .innerJoin(propertyProjects, eq(propertyProjects.id, propertyBuildings.projectId))
      .where(project_id ? eq(propertyBuildings.projectId, project_id) : undefined)
      .orderBy(asc(propertyProjects.sort), asc(propertyProjects.id), asc(propertyBuildings.id))
      .all();
    return c.json({ data: rows });
  })
  .post('/', editors, validate('json', buildingSchema), (c) => {
    const v = c.req.valid('json');
    const project = c.var.db
      .select({ id: propertyProjects.id })
      .from(propertyProjects)
      .where(eq(propertyProjects.id, v.project_id))
      .get();
    if (!project) return validationFailed(c, { project_id: ['property.errors.project_missing'] });
    const seen = new Set<string>();
    const duplicate = v.units.findIndex((u) => {
      const key = `${u.section}:${u.number}`;
      if (seen.has(key)) return true;
      seen.add(key);
      return false;
    });
    if (duplicate >= 0) return validationFailed(c, { [`units.${duplicate}.number`]: ['property.errors.number_taken'] });
    const now = new Date();
    const b = c.var.db.transaction((tx) => {
      const b = tx.insert(propertyBuildings).values({ projectId: v.project_id, name: v.name }).returning().get();
      const units = v.units.map((u) => ({
        buildingId: b.id,
        section: u.section,
        floor: u.floor,
        number: u.number,
        kind: u.kind,
        rooms: u.rooms ?? null,
        area: u.area,
        price: u.price,
        finish: u.finish,
        status: u.status,
        updatedAt: now,
      }));
      // SQLite caps bound parameters per statement: a 1,600-unit block goes in slices.
      for (let i = 0; i < units.length; i += 500)
        tx.insert(propertyUnits)
          .values(units.slice(i, i + 500))
          .run();
      audit(tx, {
        action: 'property.building.create',
        userId: c.var.user!.id,
        subjectType: 'property_building',
        subjectId: b.id,
        after: { project_id: v.project_id, name: v.name, units: v.units.length },
        ip: c.var.ip,
      });
      return b;
    });
    return c.json({ data: { id: b.id, project_id: b.projectId, name: b.name } }, 201);
  })
  .get('/:id{[0-9]+}', editors, (c) => {
    const b = findOne(c);
    if (!b) throw notFound();
    return c.json({
      data: { id: b.id, project_id: b.projectId, name: b.name, units: unitsOfBuilding(c.var.db, b.id) },
    });
  })
  .put('/:id{[0-9]+}', editors, validate('json', buildingRenameSchema), (c) => {
    const before = findOne(c);
    if (!before) throw notFound();
    const { name } = c.req.valid('json');
    c.var.db.transaction((tx) => {
      tx.update(propertyBuildings).set({ name }).where(eq(propertyBuildings.id, before.id)).run();
      audit(tx, {
        action: 'property.building.update',
        userId: c.var.user!.id,
        subjectType: 'property_building',
        subjectId: before.id,
        before: { name: before.name },
        after: { name },
        ip: c.var.ip,
      });
    });
    return c.json({ data: { id: before.id, project_id: before.projectId, name } });
  })
  // A building with a sale or a live booking in it is refused whole: deleting it would lose a buyer's flat.
  // Its other leads keep their text and lose only the unit they named (ON DELETE SET NULL).
  .delete('/:id{[0-9]+}', editors, (c) => {
    const b = findOne(c);
    if (!b) throw notFound();
    const refused = c.var.db.transaction((tx) => {
      const units = tx
        .select({ id: propertyUnits.id, status: propertyUnits.status })
        .from(propertyUnits)
        .where(eq(propertyUnits.buildingId, b.id))
        .all();
      const held = heldUnits(
        tx,
        units.map((u) => u.id),
      );
      if (units.some((u) => u.status === 'sold' || held.has(u.id))) return true;
      tx.delete(propertyBuildings).where(eq(propertyBuildings.id, b.id)).run();
      audit(tx, {
        action: 'property.building.delete',
        userId: c.var.user!.id,
        subjectType: 'property_building',
        subjectId: b.id,
        before: { project_id: b.projectId, name: b.name, units: units.length },
        ip: c.var.ip,
      });
      return false;
    });
    if (refused) throw conflict('property.errors.building_has_deals');
    return c.json({ data: { id: b.id } });
  })
  // "Reserved until" rides beside the status: the import ignores it, the sales office reads it.
  .get('/:id{[0-9]+}/export', editors, validate('query', exportQuery), (c) => {
    const { db, t } = c.var;
    const b = findOne(c);
    if (!b) throw notFound();
    const base = new Map(
      db
        .select({ id: propertyUnits.id, status: propertyUnits.status })
        .from(propertyUnits)
        .where(eq(propertyUnits.buildingId, b.id))
        .all()
        .map((u) => [u.id, u.status]),
    );
    const cell = buildingCell(db, b);
    return exportResponse(
      {
        name: b.name,
        head: [...UNIT_IMPORT_COLUMNS.map((col) => t(`property.unit.${col.field}`)), t('property.unit.reserved')],
        rows: unitsOfBuilding(db, b.id).map((u) => [
          cell,
          u.section,
          u.floor,
          u.number,
          t(propertyLabel('unit_kind', u.kind)),
          u.rooms,
          u.area,
          u.price,
          t(propertyLabel('finish', u.finish)),
          t(propertyLabel('status', base.get(u.id)!)),
          u.reserved_until ? new Date(u.reserved_until).toISOString() : '',
        ]),
      },
      c.req.valid('query').format,
    );
  })
  // The price list exactly as the price-list import reads it: building, section, number, price.
  .get('/:id{[0-9]+}/price-list', editors, validate('query', exportQuery), (c) => {
    const { db, t } = c.var;
    const b = findOne(c);
    if (!b) throw notFound();
    const cell = buildingCell(db, b);
    return exportResponse(
      {
        name: `${b.name} ${t('property.export.price_list_sheet')}`,
        head: PRICE_IMPORT_COLUMNS.map((col) => t(`property.unit.${col.field}`)),
        rows: db
          .select({ section: propertyUnits.section, number: propertyUnits.number, price: propertyUnits.price })
          .from(propertyUnits)
          .where(eq(propertyUnits.buildingId, b.id))
          .orderBy(propertyUnits.section, sql`${propertyUnits.floor} DESC`, propertyUnits.id)
          .all()
          .map((u) => [cell, u.section, u.number, u.price]),
      },
      c.req.valid('query').format,
    );
  });
