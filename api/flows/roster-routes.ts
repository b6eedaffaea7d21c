/** A flow's roster: attach or detach applications by hand, or fill from the district's waiting list. */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { flows } from '../../db/schema.ts';
import { applications, users } from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import { flowFor } from './access.ts';
import { rosterOf } from './docs.ts';
import { attachErrors, attachRows, detachRows, rosterSize } from './roster-change.ts';
import { validate, validationFailed } from '../lib/validate.ts';
import { requireRole } from '../middleware/auth.ts';
import { rosterChangeSchema } from '../../contract/flows.ts';
import type { AuditAction } from '../../contract/user-logs.ts';

const manage = requireRole('admin', 'operator');
type Flow = typeof flows.$inferSelect;

const waiting = (flow: Flow) =>
  and(
    eq(applications.lessonDistrictId, flow.districtId),
    isNull(applications.flowId),
    eq(applications.status, 'applied'),
    isNull(applications.deletedAt),
  );

const size = (c: Context<AppEnv>, flowId: number) => rosterSize(c.var.db, flowId);
const actor = (c: Context<AppEnv>) => ({ userId: c.var.user!.id, ip: c.var.ip });

const participantJson = (r: ReturnType<typeof rosterOf>[number]) => ({
  application_id: r.app.id,
  name: r.name,
  phone: r.phone,
  status: r.app.status,
  lesson_district_id: r.app.lessonDistrictId,
});

/** Attaches applications (all in the flow's district, waiting, within capacity) in one transaction. */
function attach(c: Context<AppEnv>, flow: Flow, ids: number[], action: AuditAction) {
  const { db } = c.var;
  const rows = db.select().from(applications).where(inArray(applications.id, ids)).all();
  const errors = attachErrors(db, flow, rows, ids.length, 'application_ids');
  if (errors) return validationFailed(c, errors);
  attachRows(db, flow, rows, action, actor(c));
  return c.json({ data: { attached: rows.map((a) => a.id), student_count: size(c, flow.id) } });
}

export const flowRosterRoutes = new Hono<AppEnv>()
  .get('/:id{[0-9]+}/roster', manage, (c) => {
    const flow = flowFor(c, Number(c.req.param('id')));
    return c.json({ data: rosterOf(c.var.db, flow.id).map(participantJson) });
  })
  .get('/:id{[0-9]+}/waiting', manage, (c) => {
    const flow = flowFor(c, Number(c.req.param('id')));
    const rows = c.var.db
      .select({ id: applications.id, name: users.name, phone: users.phone, created_at: applications.createdAt })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.applicantId))
      .where(waiting(flow))
      .orderBy(asc(applications.createdAt), asc(applications.id))
      .limit(200)
      .all();
    return c.json({ data: rows.map((r) => ({ application_id: r.id, name: r.name, phone: r.phone })) });
  })
  .post('/:id{[0-9]+}/attach', manage, validate('json', rosterChangeSchema), (c) => {
    const flow = flowFor(c, Number(c.req.param('id')));
    return attach(c, flow, [...new Set(c.req.valid('json').application_ids)], 'flow.attach');
  })
  .post('/:id{[0-9]+}/fill', manage, (c) => {
    const flow = flowFor(c, Number(c.req.param('id')));
    const free = flow.capacity - size(c, flow.id);
    if (free <= 0) return validationFailed(c, { application_ids: ['flows.errors.capacity'] });
    // First come, first served: the longest-waiting applications of the district.
    const ids = c.var.db
      .select({ id: applications.id })
      .from(applications)
      .where(waiting(flow))
      .orderBy(asc(applications.createdAt), asc(applications.id))
      .limit(free)
      .all()
      .map((r) => r.id);
    if (!ids.length) return validationFailed(c, { application_ids: ['flows.errors.waiting_empty'] });
    return attach(c, flow, ids, 'flow.fill');
  })
  .post('/:id{[0-9]+}/detach', manage, validate('json', rosterChangeSchema), (c) => {
    const flow = flowFor(c, Number(c.req.param('id')));
    const { db } = c.var;
    const ids = [...new Set(c.req.valid('json').application_ids)];
    const rows = db
      .select()
      .from(applications)
      .where(and(inArray(applications.id, ids), eq(applications.flowId, flow.id)))
      .all();
    if (rows.length !== ids.length) return validationFailed(c, { application_ids: ['flows.errors.not_in_flow'] });
    detachRows(db, flow.id, rows, 'flow.detach', actor(c));
    return c.json({ data: { detached: ids, student_count: size(c, flow.id) } });
  });
