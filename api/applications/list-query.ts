/**
 * The one query behind the applications list AND its export, so a download is exactly the filtered
 * list: filters, search, sort and the operator's district scope are decided here and nowhere else.
 */
import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client.ts';
import { applications, users } from '../../db/schema.ts';
import type { UserRow } from '../context.ts';
import { isOperator } from '../flows/access.ts';
import { after, COUNT_CAP, decodeCursor, encodeCursor, SEARCH_COUNT_CAP } from '../lib/keyset.ts';
import { userMatches } from '../lib/text-search.ts';
import { maskIin, type ApplicationListItem } from '../../contract/application-values.ts';
import type { ApplicationFilters, applicationListQuery } from '../../contract/applications.ts';
import { DAY_MS, kzDayStart } from '../../contract/kazakhstan-time.ts';

export const registrar = alias(users, 'registrar');

/** Date filters are calendar days in Kazakhstan, where the offices are. */
const dayStart = (iso: string) => new Date(kzDayStart(iso));

/** Operators see the applications whose lessons are in their districts; admins see all. */
export function scopeOf(user: UserRow): SQL | undefined {
  if (!isOperator(user)) return undefined;
  return user.districtIds.length ? inArray(applications.lessonDistrictId, user.districtIds) : sql`0`;
}

function search(db: Db, text: string | undefined, ordered: boolean): SQL | undefined {
  if (!text) return undefined;
  const digits = text.replace(/\D/g, '');
  // Text with letters is a name ("Айгүл 2"); only digits and phone punctuation are an IIN or a phone.
  if (/\p{L}/u.test(text) || !digits) return userMatches(db, users.id, text, ['name'], [users.name], ordered);
  // "+7 701 …" and "8701…" both find 7701…: phones are stored as 7XXXXXXXXXX.
  const phone = digits.replace(/^8(?=\d{10}$)/, '7');
  if (phone === digits) return userMatches(db, users.id, digits, ['iin', 'phone'], [users.iin, users.phone], ordered);
  return or(
    userMatches(db, users.id, digits, ['iin'], [users.iin], ordered),
    userMatches(db, users.id, phone, ['phone'], [users.phone], ordered),
  );
}

/** `ordered`: the rows are read in the list's order (a page, the export), not counted. */
export function whereOf(db: Db, user: UserRow, f: ApplicationFilters, ordered = false): SQL | undefined {
  return and(
    isNull(applications.deletedAt),
    scopeOf(user),
    f.region_id ? eq(applications.lessonRegionId, f.region_id) : undefined,
    f.district_id ? eq(applications.lessonDistrictId, f.district_id) : undefined,
    f.status ? eq(applications.status, f.status) : undefined,
    f.flow_id ? eq(applications.flowId, f.flow_id) : undefined,
    f.language ? eq(applications.language, f.language) : undefined,
    f.date_from ? gte(applications.createdAt, dayStart(f.date_from)) : undefined,
    // date_to is inclusive: everything before the next day's midnight.
    f.date_to ? lt(applications.createdAt, new Date(dayStart(f.date_to).getTime() + DAY_MS)) : undefined,
    f.registered_by ? eq(applications.registeredBy, f.registered_by) : undefined,
    search(db, f.q, ordered),
  );
}

const SORT_COLUMNS = {
  id: applications.id,
  created_at: applications.createdAt,
  name: users.name,
  status: applications.status,
} as const;

/** The chosen column, then id in the same direction, so paging never repeats or skips a row. */
export function orderOf(f: ApplicationFilters) {
  const dir = f.order === 'ASC' ? asc : desc;
  return f.sort === 'id' ? [dir(applications.id)] : [dir(SORT_COLUMNS[f.sort]), dir(applications.id)];
}

export const listColumns = {
  a: applications,
  name: users.name,
  iin: users.iin,
  phone: users.phone,
  registrarName: registrar.name,
};

/** The list's ids in its order: what an export pages through (lib/id-pages.ts). */
export function listIds(db: Db, user: UserRow, f: ApplicationFilters): number[] {
  const query = db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.applicantId))
    .leftJoin(registrar, eq(registrar.id, applications.registeredBy))
    .where(whereOf(db, user, f, true))
    .orderBy(...orderOf(f))
    .toSQL();
  // Plucked straight from SQLite: 750,000 ids as one array of numbers, not an object per row that an
  // export's worker would hold until its next full collection.
  return db.$client
    .prepare(query.sql)
    .pluck()
    .all(...query.params) as number[];
}

/** How many rows match, counted up to the cap + 1: beyond it the pager says "10,000+" ("1,000+" for a search). */
export function countList(db: Db, user: UserRow, f: ApplicationFilters): { total: number; capped: boolean } {
  const cap = f.q ? SEARCH_COUNT_CAP : COUNT_CAP;
  const matching = db
    .select({ one: sql`1` })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.applicantId))
    .where(whereOf(db, user, f))
    .limit(cap + 1)
    .as('matching');
  const n =
    db
      .select({ n: sql<number>`count(*)` })
      .from(matching)
      .get()?.n ?? 0;
  return { total: Math.min(n, cap), capped: n > cap };
}

/**
 * One page of the list: after the cursor when "Next" sent one (keyset), else by page number (offset),
 * with the cursor of its last row for the next "Next".
 */
export function listPage(db: Db, user: UserRow, q: z.output<typeof applicationListQuery>) {
  const descending = q.order !== 'ASC';
  const column = q.sort === 'id' ? applications.id : SORT_COLUMNS[q.sort];
  const cursor = decodeCursor(q.after);
  const offset = cursor ? 0 : (q.page - 1) * q.per_page;
  const where = and(whereOf(db, user, q, true), cursor && after(cursor, column, applications.id, descending));
  // A page number typed far in (page 30,000) skips its offset over the applications alone, then joins the
  // people of its 20 rows: joining every skipped row cost 0.75 s. A name sort or search needs the people.
  const deferred = offset > 0 && q.sort !== 'name' && !q.q;
  const pageIds = db
    .select({ id: applications.id })
    .from(applications)
    .where(where)
    .orderBy(...orderOf(q))
    .limit(q.per_page)
    .offset(offset);
  const rows = db
    .select({ ...listColumns, sortKey: sql<string | number>`${column}` })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.applicantId))
    .leftJoin(registrar, eq(registrar.id, applications.registeredBy))
    .where(deferred ? inArray(applications.id, pageIds) : where)
    .orderBy(...orderOf(q))
    .limit(q.per_page)
    .offset(deferred ? 0 : offset)
    .all();
  const last = rows.at(-1);
  return { rows, next: rows.length === q.per_page && last ? encodeCursor(last.sortKey, last.a.id) : null };
}

type ListRow = {
  a: typeof applications.$inferSelect;
  name: string;
  iin: string | null;
  phone: string;
  registrarName: string | null;
};

export const listItem = (r: ListRow, fullIin = false): ApplicationListItem => ({
  id: r.a.id,
  name: r.name,
  iin: fullIin ? r.iin : maskIin(r.iin),
  phone: r.phone,
  status: r.a.status,
  status_reason: r.a.statusReason,
  language: r.a.language,
  lesson_region_id: r.a.lessonRegionId,
  lesson_district_id: r.a.lessonDistrictId,
  flow_id: r.a.flowId,
  registered_by: r.a.registeredBy,
  registered_by_name: r.registrarName,
  source: r.a.source,
  created_at: r.a.createdAt.toISOString(),
});
