/**
 * The one filter behind the agro list, its export and its report, so a download and a report count
 * exactly what the list shows: filters, search and the operator's district scope are decided here.
 */
import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agroApplicationCourses, agroApplications } from '../../db/schema.ts';
import type { UserRow } from '../context.ts';
import { isOperator } from '../flows/access.ts';
import { containsFolded, useCasefold } from '../lib/casefold.ts';
import { likeText } from '../lib/like.ts';
import { maskIin } from '../schemas/application-values.ts';
import { AGRO_COURSES, type AgroCourse, type AgroFilters, type AgroScopeFilters } from '../schemas/agro.ts';
import { DAY_MS, kzDayStart } from '../schemas/kazakhstan-time.ts';

const a = agroApplications;
const dayStart = (iso: string) => new Date(kzDayStart(iso));

/** Operators see the applications of their districts; admins see all. */
export function agroScope(user: UserRow): SQL | undefined {
  if (!isOperator(user)) return undefined;
  return user.districtIds.length ? inArray(a.districtId, user.districtIds) : sql`0`;
}

/** Letters search the name (any script, any case); digits the IIN from its start or the phone anywhere. */
function search(db: Db, text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const digits = text.replace(/\D/g, '');
  if (/\p{L}/u.test(text) || !digits) {
    useCasefold(db);
    return containsFolded(a.name, text);
  }
  const phone = digits.replace(/^8(?=\d{10}$)/, '7');
  return or(likeText(a.iin, digits, ''), likeText(a.phone, phone));
}

export function agroWhere(db: Db, user: UserRow, f: AgroScopeFilters): SQL | undefined {
  return and(
    agroScope(user),
    f.status ? eq(a.status, f.status) : undefined,
    f.course
      ? inArray(
          a.id,
          db
            .select({ id: agroApplicationCourses.applicationId })
            .from(agroApplicationCourses)
            .where(eq(agroApplicationCourses.course, f.course)),
        )
      : undefined,
    f.region_id ? eq(a.regionId, f.region_id) : undefined,
    f.district_id ? eq(a.districtId, f.district_id) : undefined,
    f.date_from ? gte(a.createdAt, dayStart(f.date_from)) : undefined,
    f.date_to ? lt(a.createdAt, new Date(dayStart(f.date_to).getTime() + DAY_MS)) : undefined,
    search(db, f.q),
  );
}

const SORT_COLUMNS = { id: a.id, created_at: a.createdAt, name: a.name, status: a.status } as const;

/** The chosen column (newest first by default), then id the same way, so paging never repeats or skips a row. */
export function agroOrder(f: Pick<AgroFilters, 'sort' | 'order'>) {
  const dir = f.order === 'ASC' ? asc : desc;
  return f.sort === 'id' ? [dir(a.id)] : [dir(SORT_COLUMNS[f.sort]), dir(a.id)];
}

export function agroCount(db: Db, user: UserRow, f: AgroScopeFilters): number {
  return (
    db
      .select({ n: sql<number>`count(*)` })
      .from(a)
      .where(agroWhere(db, user, f))
      .get()?.n ?? 0
  );
}

export function agroIds(db: Db, user: UserRow, f: AgroFilters): number[] {
  return db
    .select({ id: a.id })
    .from(a)
    .where(agroWhere(db, user, f))
    .orderBy(...agroOrder(f))
    .all()
    .map((r) => r.id);
}

/** The chosen courses of these applications, in the schema's order. */
export function coursesOf(db: Db, ids: number[]): Map<number, AgroCourse[]> {
  const out = new Map<number, AgroCourse[]>();
  if (!ids.length) return out;
  const rows = db
    .select()
    .from(agroApplicationCourses)
    .where(inArray(agroApplicationCourses.applicationId, ids))
    .orderBy(asc(agroApplicationCourses.applicationId))
    .all();
  for (const r of rows) out.set(r.applicationId, [...(out.get(r.applicationId) ?? []), r.course]);
  for (const list of out.values()) list.sort((x, y) => AGRO_COURSES.indexOf(x) - AGRO_COURSES.indexOf(y));
  return out;
}

export type AgroRow = typeof agroApplications.$inferSelect;

/** A row of the list: the IIN masked, the answers left for the detail. */
export const agroListItem = (r: AgroRow, courses: AgroCourse[]) => ({
  id: r.id,
  name: r.name,
  iin: maskIin(r.iin),
  phone: r.phone,
  region_id: r.regionId,
  district_id: r.districtId,
  village: r.village,
  courses,
  status: r.status,
  status_reason: r.statusReason,
  coop_name: r.coopName,
  source: r.source,
  created_at: r.createdAt.toISOString(),
});
export type AgroListItem = ReturnType<typeof agroListItem>;
