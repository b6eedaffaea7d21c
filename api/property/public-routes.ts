/**
 * The public property pages' data: published projects (all / completed / under construction) with
 * apartment counts from their units, one project with its buildings, a building's chessboard with its
 * "prices as of" stamp, the open webinar and showroom slots, and the calculators' defaults and limits (ADR
 * 118). Under /api/public, so the service worker keeps the last answer for the page to open offline.
 */
import { and, eq, max } from 'drizzle-orm';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { propertyBuildings, propertyProjects, propertyUnits } from '../../db/schema.ts';
import type { Config } from '../config.ts';
import type { AppEnv } from '../context.ts';
import { validate } from '../lib/validate.ts';
import { publicProjectsQuery, slotListQuery } from '../../contract/property.ts';
import { projectExtras } from './project-extras.ts';
import { projectJson } from './project-json.ts';
import { projectLayouts } from './layouts.ts';
import { readPropertySettings } from './settings.ts';
import { openSlots } from './slots.ts';
import { projectCounts, unitsOfBuilding } from './units.ts';
import { notFound } from '../lib/problem.ts';

const p = propertyProjects;
const tileSource = (t: Config['mapTiles']) => (t ? { url: t.url, attribution: t.attribution } : null);

// ETags let the service worker tell a changed board from the same one and announce it (a unit just reserved).
export const publicPropertyRoutes = new Hono<AppEnv>()
  .use('*', etag())
  .get('/projects', validate('query', publicProjectsQuery), (c) => {
    const { state, kind } = c.req.valid('query');
    const rows = c.var.db
      .select()
      .from(p)
      .where(and(eq(p.published, true), state ? eq(p.state, state) : undefined, kind ? eq(p.kind, kind) : undefined))
      .orderBy(p.sort, p.id)
      .all();
    const counts = projectCounts(
      c.var.db,
      rows.map((r) => r.id),
    );
    return c.json({ data: rows.map((r) => projectJson(r, counts.get(r.id))) });
  })
  .get('/projects/:id{[0-9]+}', (c) => {
    const row = c.var.db
      .select()
      .from(p)
      .where(and(eq(p.id, Number(c.req.param('id'))), eq(p.published, true)))
      .get();
    if (!row) throw notFound();
    const buildings = c.var.db
      .select({ id: propertyBuildings.id, name: propertyBuildings.name })
      .from(propertyBuildings)
      .where(eq(propertyBuildings.projectId, row.id))
      .orderBy(propertyBuildings.id)
      .all();
    return c.json({
      data: {
        ...projectJson(row, projectCounts(c.var.db, [row.id]).get(row.id)),
        buildings,
        ...projectExtras(c.var.db, row),
        layouts: projectLayouts(c.var.db, row.id),
        map_tiles: tileSource(c.var.config.mapTiles),
      },
    });
  })
  .get('/buildings/:id{[0-9]+}', (c) => {
    const { db } = c.var;
    const b = db
      .select({ building: propertyBuildings, project: p })
      .from(propertyBuildings)
      .innerJoin(p, eq(p.id, propertyBuildings.projectId))
      .where(and(eq(propertyBuildings.id, Number(c.req.param('id'))), eq(p.published, true)))
      .get();
    if (!b) throw notFound();
    const asOf = db
      .select({ at: max(propertyUnits.updatedAt) })
      .from(propertyUnits)
      .where(eq(propertyUnits.buildingId, b.building.id))
      .get();
    return c.json({
      data: {
        id: b.building.id,
        name: b.building.name,
        project: { id: b.project.id, name: b.project.name },
        prices_as_of: asOf?.at?.getTime() ?? null,
        units: unitsOfBuilding(db, b.building.id),
      },
    });
  })
  .get('/slots', validate('query', slotListQuery), (c) =>
    c.json({ data: openSlots(c.var.db, c.req.valid('query').kind) }),
  )
  .get('/settings', (c) => {
    const s = readPropertySettings(c.var.db);
    // The pixel's script, when the deployment set one (ADR 107): the page asks for consent before loading it.
    return c.json({ data: { ...s, pixel_url: c.var.config.socialPixel?.url ?? null } });
  });
