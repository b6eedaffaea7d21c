/** Operators work only in their own districts (users.district_ids); admins everywhere. */
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { ROLES } from '../../db/roles.ts';
import { flows } from '../../db/schema.ts';
import type { AppEnv, UserRow } from '../context.ts';

export const isOperator = (u: UserRow) => u.roleId === ROLES.operator;
export const mayUseDistrict = (u: UserRow, districtId: number) => !isOperator(u) || u.districtIds.includes(districtId);

/** The flow if this user may manage it; otherwise the answer to send (404 or no_role_access). */
type FlowRow = typeof flows.$inferSelect;

// The refusals keep their typed JSON (not a bare Response), so the routes' answers stay typed for the client.
export function flowFor(c: Context<AppEnv>, id: number) {
  const flow: FlowRow | undefined = Number.isInteger(id)
    ? c.var.db.select().from(flows).where(eq(flows.id, id)).get()
    : undefined;
  if (!flow || flow.deletedAt)
    return {
      error: c.json({ message: c.var.t('errors.not_found'), code: 'not_found' as const }, 404),
      flow: undefined,
    };
  if (!mayUseDistrict(c.var.user!, flow.districtId))
    return {
      error: c.json({ message: c.var.t('errors.no_role_access'), code: 'no_role_access' as const }, 403),
      flow: undefined,
    };
  return { flow, error: undefined };
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
