/** Operators work only in their own districts (users.district_ids); admins everywhere. */
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { ROLES } from '../../db/roles.ts';
import { flows } from '../../db/schema.ts';
import type { AppEnv, UserRow } from '../context.ts';
import { forbidden, notFound } from '../lib/problem.ts';

export const isOperator = (u: UserRow) => u.roleId === ROLES.operator;
export const mayUseDistrict = (u: UserRow, districtId: number) => !isOperator(u) || u.districtIds.includes(districtId);

type FlowRow = typeof flows.$inferSelect;

/** The flow if this user may manage it; otherwise throws the answer (404, or no_role_access outside their districts). */
export function flowFor(c: Context<AppEnv>, id: number): FlowRow {
  const flow: FlowRow | undefined = Number.isInteger(id)
    ? c.var.db.select().from(flows).where(eq(flows.id, id)).get()
    : undefined;
  if (!flow || flow.deletedAt) throw notFound();
  if (!mayUseDistrict(c.var.user!, flow.districtId)) throw forbidden();
  return flow;
}

export const flowJson = (f: typeof flows.$inferSelect, studentCount: number) => ({
  id: f.id,
  title: f.title,
  start_date: f.startDate,
  end_date: f.endDate,
  region_id: f.regionId,
  district_id: f.districtId,
  trainer_id: f.trainerId,
  contacts: f.contacts,
  working_hours: f.workingHours,
  lat: f.lat,
  lon: f.lon,
  address: f.address,
  capacity: f.capacity,
  language: f.language,
  student_count: studentCount,
  archived: f.archivedAt !== null,
});
