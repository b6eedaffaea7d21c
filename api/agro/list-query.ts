/**
 * The one filter behind the agro list, its export and its report, so a download and a report count
 * exactly what the list shows: filters, search and the operator's district scope are decided here.
 */
import { and, asc, eq, exists, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { agroApplicationCourses, agroApplications } from '../../db/schema.ts';
import type { UserRow } from '../context.ts';
import { isOperator } from '../flows/access.ts';
import { SEARCH_COUNT_CAP } from '../lib/keyset.ts';
import { inWindow, keysetPage, orderBy, type ListOrder } from '../lib/keyset-page.ts';
import { textMatches } from '../lib/text-search.ts';
import { maskIin } from '../../contract/application-values.ts';
import {
  AGRO_COURSES,
  type AgroCourse,
  type AgroFilters,
  type agroListQuery,
  type AgroScopeFilters,
} from '../../contract/agro.ts';
import { DAY_MS, kzDayStart } from '../../contract/kazakhstan-time.ts';

const a = agroApplications;
type AgroListQuery = z.output<typeof agroListQuery>;
const dayStart = (iso: string) => new Date(kzDayStart(iso));

/** Operators see the applications of their districts; admins see all. */
export function agroScope(user: UserRow): SQL | undefined {
  if (!isOperator(user)) return undefined;
  return user.districtIds.length ? inArray(a.districtId, user.districtIds) : sql`0`;
}

/**
 * Letters search the name (any script, any case); digits the IIN from its start (its index) or the phone
 * anywhere (the trigram index, agro_search). `ordered`: read in the list's order up to a page (text-search.ts).
 */
function search(db: Db, text: string | undefined, ordered: boolean): SQL | undefined {
  if (!text) return undefined;
  const digits = text.replace(/\D/g, '');
  if (/\p{L}/u.test(text) || !digits) return textMatches(db, 'agro_search', a.id, text, ['name'], [a.name], ordered);
  const phone = digits.replace(/^8(?=\d{10}$)/, '7');
  // GLOB (unlike LIKE) is answered by the IIN's index; digits hold none of its wildcards.
  return or(
    sql`${a.iin} GLOB ${`${digits}*`}`,
    textMatches(db, 'agro_search', a.id, phone, ['phone'], [a.phone], ordered),
  );
}

/**
 * A course: counted by its own index (its applications, however few); read in the list's order, each row
 * is checked by the courses' key instead, so a page stops when full rather than sorting every application
 * of the course.
 */
function course(db: Db, c: AgroCourse | undefined, ordered: boolean): SQL | undefined {
  if (!c) return undefined;
  const chosen = eq(agroApplicationCourses.course, c);
  const rows = db.select({ id: agroApplicationCourses.applicationId }).from(agroApplicationCourses);
  return ordered
    ? exists(rows.where(and(eq(agroApplicationCourses.applicationId, a.id), chosen)))
    : inArray(a.id, rows.where(chosen));
}

/** `ordered`: the rows are read in the list's order (a page, the export), not counted. */
export function agroWhere(db: Db, user: UserRow, f: AgroScopeFilters, ordered = false): SQL | undefined {
  return and(
    agroScope(user),
    f.status ? eq(a.status, f.status) : undefined,
    course(db, f.course, ordered),
    f.region_id ? eq(a.regionId, f.region_id) : undefined,
    f.district_id ? eq(a.districtId, f.district_id) : undefined,
    f.date_from ? gte(a.createdAt, dayStart(f.date_from)) : undefined,
    f.date_to ? lt(a.createdAt, new Date(dayStart(f.date_to).getTime() + DAY_MS)) : undefined,
    search(db, f.q, ordered),
  );
}

const SORT_COLUMNS = { id: a.id, created_at: a.createdAt, name: a.name, status: a.status } as const;
const SORT_FIELDS = { created_at: 'createdAt', name: 'name', status: 'status' } as const;

/** The chosen column (newest first by default), then id the same way, so paging never repeats or skips a row. */
const listOrder = (f: Pick<AgroFilters, 'sort' | 'order'>): ListOrder => ({
  ...(f.sort === 'id' ? {} : { column: SORT_COLUMNS[f.sort] }),
  id: a.id,
  descending: f.order !== 'ASC',
});
export const agroOrder = (f: Pick<AgroFilters, 'sort' | 'order'>) => orderBy(listOrder(f));

/** One page of the list, by cursor or page number, with a capped count (lib/keyset-page.ts); a read worker runs it. */
export function agroPage(db: Db, { user, q }: { user: UserRow; q: AgroListQuery }) {
  const { rows, meta } = keysetPage(db, q, {
    where: agroWhere(db, user, q, true),
    order: listOrder(q),
    read: (w) => inWindow(db.select().from(a).$dynamic(), w).all(),
    key: (r) => [q.sort === 'id' ? r.id : r[SORT_FIELDS[q.sort]], r.id],
    count: db
      .select({ one: sql`1` })
      .from(a)
      .where(agroWhere(db, user, q)),
    ...(q.q ? { cap: SEARCH_COUNT_CAP } : {}),
  });
  const courses = coursesOf(
    db,
    rows.map((r) => r.id),
  );
  const { page, ...rest } = meta;
  return { data: rows.map((r) => agroListItem(r, courses.get(r.id) ?? [])), meta: { current_page: page, ...rest } };
}

/** Every matching application, counted exactly: the report's total. */
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
    .where(agroWhere(db, user, f, true))
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
