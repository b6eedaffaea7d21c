/**
 * Who sees which rows of a report: admins everything, operators the applications and flows of their
 * districts, trainers their own flows. Lawyers read only their statistics (api/reports/lawyers.ts).
 */
import { and, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { applications, flows } from '../../db/schema.ts';
import { ROLES } from '../../db/roles.ts';
import type { UserRow } from '../context.ts';
import { kzDayStart } from '../../contract/kazakhstan-time.ts';

export type Scope = { kind: 'all' } | { kind: 'districts'; ids: number[] } | { kind: 'trainer'; id: number };

export function scopeOf(user: UserRow): Scope {
  if (user.roleId === ROLES.operator) return { kind: 'districts', ids: user.districtIds };
  if (user.roleId === ROLES.trainer) return { kind: 'trainer', id: user.id };
  return { kind: 'all' };
}

/** Conditions that keep applications inside the scope (never deleted ones). */
export function applicationScope(scope: Scope): SQL[] {
  const out: SQL[] = [isNull(applications.deletedAt)];
  if (scope.kind === 'districts') out.push(inArray(applications.lessonDistrictId, scope.ids.length ? scope.ids : [-1]));
  if (scope.kind === 'trainer')
    out.push(
      inArray(applications.flowId, sql`(select ${flows.id} from ${flows} where ${flows.trainerId} = ${scope.id})`),
    );
  return out;
}

/** Conditions that keep flows inside the scope. */
export function flowScope(scope: Scope): SQL[] {
  if (scope.kind === 'districts') return [inArray(flows.districtId, scope.ids.length ? scope.ids : [-1])];
  if (scope.kind === 'trainer') return [eq(flows.trainerId, scope.id)];
  return [];
}

/** A report day runs from local midnight to local midnight in Kazakhstan. */
const startOfDay = kzDayStart;

export function dateRange(from?: string, to?: string): SQL[] {
  const out: SQL[] = [];
  if (from) out.push(gte(applications.createdAt, new Date(startOfDay(from))));
  if (to) out.push(lt(applications.createdAt, new Date(startOfDay(to) + 86_400_000)));
  return out;
}

export const all = (conds: SQL[]) => and(...conds);
