/**
 * Admin flows (the seed's `flows`, `flows/{id}`): list with statistics (list-query.ts), create, edit, delete,
 * settings.
 * Deleting a flow with attendance archives it instead (ADR 058): its marks are the record of who trained.
 * An admin may unarchive it (ADR 058, amended): it comes back to lists, pickers and its trainer's tablet.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { ROLES } from '../../db/roles.ts';
import {
  applications,
  attendanceMarks,
  flowCounts,
  flowTrainerHandovers,
  flows,
  settings,
  users,
} from '../../db/schema.ts';
import type { FieldErrors } from '../../contract/errors.ts';
import type { AppEnv } from '../context.ts';
import { flowFor, flowJson, mayUseDistrict } from './access.ts';
import { districtOutsideRegion } from '../reference/kato-check.ts';
import { detachRows } from './roster-change.ts';
import { bumpFlow, requiredDays } from './status.ts';
import { audit } from '../lib/audit.ts';
import { conflict } from '../lib/problem.ts';
import { validate, validationFailed } from '../lib/validate.ts';
import {
  REQUIRED_DAYS_SETTING,
  flowListQuery,
  flowSchema,
  requiredDaysSchema,
  type FlowValues,
} from '../../contract/flows.ts';
import { requireRole } from '../middleware/auth.ts';
import { nextServerVersion } from '../sync/versions.ts';
import { flowRosterRoutes } from './roster-routes.ts';
import { flowReportRoutes } from './report-routes.ts';

const manage = requireRole('admin', 'operator');

const columns = (v: FlowValues) => ({
  title: v.title,
  startDate: v.start_date,
  endDate: v.end_date,
  regionId: v.region_id,
  districtId: v.district_id,
  trainerId: v.trainer_id ?? null,
  contacts: v.contacts,
  workingHours: v.working_hours,
  address: v.address,
  lat: v.lat,
  lon: v.lon,
  capacity: v.capacity,
  language: v.language ?? null,
});

/** The responsible person must be a trainer, or the flow would never reach a tablet. */
const notTrainer = (c: { var: AppEnv['Variables'] }, id: number | null | undefined) =>
  !!id && c.var.db.select().from(users).where(eq(users.id, id)).get()?.roleId !== ROLES.trainer;

/** Why a flow's place or trainer is refused, as field errors: a district this user may use, inside its region, a trainer. */
function placeOrTrainerRefused(c: { var: AppEnv['Variables'] }, v: FlowValues): FieldErrors | null {
  if (!mayUseDistrict(c.var.user!, v.district_id)) return { district_id: ['flows.errors.district'] };
  const outside = districtOutsideRegion(c.var.db, v);
  if (outside) return outside;
  if (notTrainer(c, v.trainer_id)) return { trainer_id: ['flows.errors.not_trainer'] };
  return null;
}

/** A flow's participants as its counter holds them (flow_counts, kept by triggers), as the list shows them. */
const studentCount = (c: { var: AppEnv['Variables'] }, id: number) =>
  c.var.db.select({ n: flowCounts.students }).from(flowCounts).where(eq(flowCounts.flowId, id)).get()?.n ?? 0;

export const flowRoutes = new Hono<AppEnv>()
  // A page with its cursor and the list's statistics, read in a read worker (list-query.ts).
  .get('/', manage, validate('query', flowListQuery), async (c) =>
    c.json(await c.var.reads('flows.page', { user: c.var.user!, q: c.req.valid('query'), now: Date.now() })),
  )
  .get('/trainers', manage, (c) =>
    c.json({
      data: c.var.db
        .select({ id: users.id, name: users.name, phone: users.phone })
        .from(users)
        .where(eq(users.roleId, ROLES.trainer))
        .orderBy(users.name)
        .all(),
    }),
  )
  .put('/settings', requireRole('admin'), validate('json', requiredDaysSchema), (c) => {
    const { required_days } = c.req.valid('json');
    const before = requiredDays(c.var.db);
    c.var.db
      .insert(settings)
      .values({ key: REQUIRED_DAYS_SETTING, value: required_days })
      .onConflictDoUpdate({ target: settings.key, set: { value: required_days } })
      .run();
    audit(c.var.db, {
      action: 'settings.update',
      userId: c.var.user!.id,
      subjectType: 'setting',
      subjectId: REQUIRED_DAYS_SETTING,
      before: { required_days: before },
      after: { required_days },
      ip: c.var.ip,
    });
    return c.json({ data: { required_days } });
  })
  .post('/', manage, validate('json', flowSchema), (c) => {
    const v = c.req.valid('json');
    const refused = placeOrTrainerRefused(c, v);
    if (refused) return validationFailed(c, refused);
    const flow = c.var.db.transaction((tx) => {
      const row = tx
        .insert(flows)
        .values({ ...columns(v), createdBy: c.var.user!.id, serverVersion: nextServerVersion(tx) })
        .returning()
        .get();
      audit(tx, {
        action: 'flow.create',
        userId: c.var.user!.id,
        subjectType: 'flow',
        subjectId: row.id,
        after: row,
        ip: c.var.ip,
      });
      return row;
    });
    return c.json({ data: flowJson(flow, 0) }, 201);
  })
  .get('/:id{[0-9]+}', manage, (c) => {
    const flow = flowFor(c, Number(c.req.param('id')));
    return c.json({ data: flowJson(flow, studentCount(c, flow.id)) });
  })
  .post('/:id{[0-9]+}', manage, validate('json', flowSchema), (c) => {
    const before = flowFor(c, Number(c.req.param('id')));
    const v = c.req.valid('json');
    const refused = placeOrTrainerRefused(c, v);
    if (refused) return validationFailed(c, refused);
    const n = studentCount(c, before.id);
    if (v.capacity < n) return validationFailed(c, { capacity: ['flows.errors.capacity_below_roster'] });
    if (v.district_id !== before.districtId && n > 0)
      return validationFailed(c, { district_id: ['flows.errors.district_has_roster'] });
    const after = c.var.db.transaction((tx) => {
      const row = tx
        .update(flows)
        .set({ ...columns(v), updatedAt: new Date() })
        .where(eq(flows.id, before.id))
        .returning()
        .get();
      bumpFlow(tx, row.id);
      if (before.trainerId && before.trainerId !== row.trainerId)
        tx.insert(flowTrainerHandovers)
          .values({ flowId: row.id, trainerId: before.trainerId, serverVersion: nextServerVersion(tx) })
          .run();
      // Applicants' flow cards show the new dates and address on their next pull.
      for (const a of tx
        .select({ id: applications.id })
        .from(applications)
        .where(eq(applications.flowId, row.id))
        .all())
        tx.update(applications)
          .set({ serverVersion: nextServerVersion(tx) })
          .where(eq(applications.id, a.id))
          .run();
      audit(tx, {
        action: 'flow.update',
        userId: c.var.user!.id,
        subjectType: 'flow',
        subjectId: row.id,
        before,
        after: row,
        ip: c.var.ip,
      });
      return row;
    });
    return c.json({ data: flowJson(after, n) });
  })
  .delete('/:id{[0-9]+}', manage, (c) => {
    const flow = flowFor(c, Number(c.req.param('id')));
    const marked = c.var.db
      .select({ id: attendanceMarks.id })
      .from(attendanceMarks)
      .where(eq(attendanceMarks.flowId, flow.id))
      .limit(1)
      .get();
    const by = { userId: c.var.user!.id, ip: c.var.ip };
    // No attendance: the participants go back to their district's waiting list, then the flow goes.
    if (!marked)
      detachRows(
        c.var.db,
        flow.id,
        c.var.db
          .select()
          .from(applications)
          .where(and(eq(applications.flowId, flow.id), isNull(applications.deletedAt)))
          .all(),
        'application.flow_detach',
        by,
      );
    const outcome = marked ? 'archived' : 'deleted';
    c.var.db.transaction((tx) => {
      const now = new Date();
      tx.update(flows)
        .set(marked ? { archivedAt: now, updatedAt: now } : { deletedAt: now, updatedAt: now })
        .where(eq(flows.id, flow.id))
        .run();
      bumpFlow(tx, flow.id);
      audit(tx, {
        action: marked ? 'flow.archive' : 'flow.delete',
        userId: by.userId,
        subjectType: 'flow',
        subjectId: flow.id,
        before: flow,
        ip: by.ip,
      });
    });
    return c.json({ data: { id: flow.id, outcome } });
  })
  .post('/:id{[0-9]+}/unarchive', requireRole('admin'), (c) => {
    const flow = flowFor(c, Number(c.req.param('id')));
    if (!flow.archivedAt) throw conflict('flows.errors.not_archived');
    const after = c.var.db.transaction((tx) => {
      const row = tx
        .update(flows)
        .set({ archivedAt: null, updatedAt: new Date() })
        .where(eq(flows.id, flow.id))
        .returning()
        .get();
      // A new version sends the flow back to its trainer's tablet and into the cached open-flows tree.
      bumpFlow(tx, flow.id);
      audit(tx, {
        action: 'flow.unarchive',
        userId: c.var.user!.id,
        subjectType: 'flow',
        subjectId: flow.id,
        before: flow,
        after: row,
        ip: c.var.ip,
      });
      return row;
    });
    return c.json({ data: flowJson(after, studentCount(c, after.id)) });
  })
  .route('/', flowRosterRoutes)
  .route('/', flowReportRoutes);
