/**
 * The property catalogue for editors (admins and experts): projects of both kinds with the figures
 * counted from their units, their buildings (building-routes.ts) and units (unit-routes.ts), and the
 * site's property settings. Every change is in the user-action log, which with the unit history is the
 * catalogue's history.
 */
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { propertyBuildings, propertyProjects, settings } from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import { audit } from '../lib/audit.ts';
import { validate, validationFailed } from '../lib/validate.ts';
import { requireRole } from '../middleware/auth.ts';
import { projectListQuery, projectSchema, propertySettingsSchema, type ProjectInput } from '../../contract/property.ts';
import { propertyBuildingRoutes } from './building-routes.ts';
import { images, mediaErrors } from './media-check.ts';
import { projectColumns, projectJson } from './project-json.ts';
import { PROPERTY_SETTINGS_KEY, readPropertySettings } from './settings.ts';
import { propertyUnitRoutes } from './unit-routes.ts';
import { projectCounts } from './units.ts';
import { notFound } from '../lib/problem.ts';

type C = Context<AppEnv>;
const editors = requireRole('admin', 'expert');
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
    if (!p) throw notFound();
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
    if (!before) throw notFound();
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
  .route('/buildings', propertyBuildingRoutes)
  .route('/units', propertyUnitRoutes)
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
