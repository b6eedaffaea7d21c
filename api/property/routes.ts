/**
 * The property catalogue for editors (admins and experts): projects of both kinds, buildings saved
 * whole with their units (generated on the device, then edited cell by cell), the bulk status move and
 * the site's property settings. Every change is in the user-action log, which with the unit history
 * is the catalogue's history.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  propertyBuildings,
  propertyProjects,
  propertyReservations,
  propertyUnitHistory,
  propertyUnits,
  settings,
} from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import { audit } from '../lib/audit.ts';
import { exportResponse } from '../lib/table-export.ts';
import { validate, validationFailed } from '../lib/validate.ts';
import { requireRole } from '../middleware/auth.ts';
import { exportQuery } from '../schemas/export.ts';
import { UNIT_IMPORT_COLUMNS } from '../schemas/import-targets.ts';
import {
  buildingSchema,
  bulkStatusSchema,
  projectListQuery,
  projectSchema,
  propertyLabel,
  propertySettingsSchema,
  type ProjectInput,
} from '../schemas/property.ts';
import { unitLayoutSchema } from '../schemas/property-items.ts';
import { images, mediaErrors } from './media-check.ts';
import { projectColumns, projectJson } from './project-json.ts';
import { PROPERTY_SETTINGS_KEY, readPropertySettings } from './settings.ts';
import { projectCounts, unitsOfBuilding } from './units.ts';

type C = Context<AppEnv>;
const editors = requireRole('admin', 'expert');
const notFound = (c: C) => c.json({ message: c.var.t('errors.not_found'), code: 'not_found' }, 404);
const idParam = (c: C) => Number(c.req.param('id'));

const findProject = (c: C, id: number) =>
  c.var.db.select().from(propertyProjects).where(eq(propertyProjects.id, id)).get();

const projectMediaErrors = (c: C, v: ProjectInput) =>
  mediaErrors(c.var.db, [{ path: 'master_plan', id: v.master_plan, want: 'image' }, ...images('gallery', v.gallery)]);

export const propertyRoutes = new Hono<AppEnv>()
  .get('/projects', editors, validate('query', projectListQuery), (c) => {
    const { kind } = c.req.valid('query');
    const rows = c.var.db
      .select()
      .from(propertyProjects)
      .where(kind ? eq(propertyProjects.kind, kind) : undefined)
      .orderBy(propertyProjects.sort, propertyProjects.id)
      .all();
    const counts = projectCounts(
      c.var.db,
      rows.map((r) => r.id),
    );
    return c.json({ data: rows.map((p) => projectJson(p, counts.get(p.id))) });
  })
  .post('/projects', editors, validate('json', projectSchema), (c) => {
    const v = c.req.valid('json');
    const media = projectMediaErrors(c, v);
    if (media) return validationFailed(c, media);
    const row = c.var.db.transaction((tx) => {
      const p = tx.insert(propertyProjects).values(projectColumns(v)).returning().get();
      audit(tx, {
        action: 'property.project.create',
        userId: c.var.user!.id,
        subjectType: 'property_project',
        subjectId: p.id,
        after: v,
        ip: c.var.ip,
      });
      return p;
    });
    return c.json({ data: projectJson(row, undefined) }, 201);
  })
  .get('/projects/:id{[0-9]+}', editors, (c) => {
    const p = findProject(c, idParam(c));
    if (!p) return notFound(c);
    const buildings = c.var.db
      .select()
      .from(propertyBuildings)
      .where(eq(propertyBuildings.projectId, p.id))
      .orderBy(propertyBuildings.id)
      .all();
    return c.json({
      data: {
        ...projectJson(p, projectCounts(c.var.db, [p.id]).get(p.id)),
        buildings: buildings.map((b) => ({ id: b.id, name: b.name })),
      },
    });
  })
  .put('/projects/:id{[0-9]+}', editors, validate('json', projectSchema), (c) => {
    const before = findProject(c, idParam(c));
    if (!before) return notFound(c);
    const v = c.req.valid('json');
    const media = projectMediaErrors(c, v);
    if (media) return validationFailed(c, media);
    const row = c.var.db.transaction((tx) => {
      const p = tx
        .update(propertyProjects)
        .set({ ...projectColumns(v), updatedAt: new Date() })
        .where(eq(propertyProjects.id, before.id))
        .returning()
        .get();
      audit(tx, {
        action: 'property.project.update',
        userId: c.var.user!.id,
        subjectType: 'property_project',
        subjectId: p.id,
        before: projectJson(before, undefined),
        after: v,
        ip: c.var.ip,
      });
      return p;
    });
    return c.json({ data: projectJson(row, projectCounts(c.var.db, [row.id]).get(row.id)) });
  })
  .post('/buildings', editors, validate('json', buildingSchema), (c) => {
    const v = c.req.valid('json');
    if (!findProject(c, v.project_id)) return validationFailed(c, { project_id: ['property.errors.project_missing'] });
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
  .get('/buildings/:id{[0-9]+}', editors, (c) => {
    const b = c.var.db
      .select()
      .from(propertyBuildings)
      .where(eq(propertyBuildings.id, idParam(c)))
      .get();
    if (!b) return notFound(c);
    return c.json({
      data: { id: b.id, project_id: b.projectId, name: b.name, units: unitsOfBuilding(c.var.db, b.id) },
    });
  })
  // The units as the import reads them (the same columns, labels in the reader's language), so an
  // exported building can be edited in Excel and imported back; "reserved until" rides beside the status.
  .get('/buildings/:id{[0-9]+}/export', editors, validate('query', exportQuery), (c) => {
    const { db, t } = c.var;
    const b = db
      .select()
      .from(propertyBuildings)
      .where(eq(propertyBuildings.id, idParam(c)))
      .get();
    if (!b) return notFound(c);
    const base = new Map(
      db
        .select({ id: propertyUnits.id, status: propertyUnits.status })
        .from(propertyUnits)
        .where(eq(propertyUnits.buildingId, b.id))
        .all()
        .map((u) => [u.id, u.status]),
    );
    return exportResponse(
      {
        name: b.name,
        head: [...UNIT_IMPORT_COLUMNS.map((col) => t(`property.unit.${col.field}`)), t('property.unit.reserved')],
        rows: unitsOfBuilding(db, b.id).map((u) => [
          b.name,
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
  .post('/units/status', editors, validate('json', bulkStatusSchema), (c) => {
    const { unit_ids, status } = c.req.valid('json');
    const now = new Date();
    const changed = c.var.db.transaction((tx) => {
      const units = tx.select().from(propertyUnits).where(inArray(propertyUnits.id, unit_ids)).all();
      // An editor's move ends a live hold: a sold flat is no longer held, a freed one is free.
      tx.update(propertyReservations)
        .set({ releasedAt: now })
        .where(and(inArray(propertyReservations.unitId, unit_ids), isNull(propertyReservations.releasedAt)))
        .run();
      tx.update(propertyUnits).set({ status, updatedAt: now }).where(inArray(propertyUnits.id, unit_ids)).run();
      for (const u of units) {
        tx.insert(propertyUnitHistory)
          .values({ unitId: u.id, status, source: 'editor', userId: c.var.user!.id, at: now })
          .run();
        audit(tx, {
          action: 'property.unit.status',
          userId: c.var.user!.id,
          subjectType: 'property_unit',
          subjectId: u.id,
          before: { status: u.status },
          after: { status },
          ip: c.var.ip,
        });
      }
      return units.length;
    });
    return c.json({ data: { changed } });
  })
  .post('/units/layout', editors, validate('json', unitLayoutSchema), (c) => {
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
  .get('/units/:id{[0-9]+}/history', editors, (c) => {
    const rows = c.var.db
      .select()
      .from(propertyUnitHistory)
      .where(eq(propertyUnitHistory.unitId, idParam(c)))
      .orderBy(propertyUnitHistory.at, propertyUnitHistory.id)
      .all();
    return c.json({
      data: rows.map((h) => ({
        status: h.status,
        source: h.source,
        user_id: h.userId,
        lead_id: h.leadId,
        expires_at: h.expiresAt?.getTime() ?? null,
        at: h.at.getTime(),
      })),
    });
  })
  .get('/settings', editors, (c) => c.json({ data: readPropertySettings(c.var.db) }))
  .put('/settings', editors, validate('json', propertySettingsSchema), (c) => {
    const v = c.req.valid('json');
    c.var.db.transaction((tx) => {
      const before = readPropertySettings(tx);
      tx.insert(settings)
        .values({ key: PROPERTY_SETTINGS_KEY, value: v })
        .onConflictDoUpdate({ target: settings.key, set: { value: v } })
        .run();
      audit(tx, {
        action: 'property.settings',
        userId: c.var.user!.id,
        subjectType: 'settings',
        subjectId: PROPERTY_SETTINGS_KEY,
        before,
        after: v,
        ip: c.var.ip,
      });
    });
    return c.json({ data: v });
  });
