/**
 * The case list: the viewer's cases (access.ts) narrowed by the filters of CASE_SEARCH, newest first, a
 * page at a time by cursor with a capped count (lib/keyset-page.ts); run in a read worker.
 */
import { and, eq, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { consultations } from '../../db/schema.ts';
import type { UserRow } from '../context.ts';
import { SEARCH_COUNT_CAP } from '../lib/keyset.ts';
import { inWindow, keysetPage, pageReading } from '../lib/keyset-page.ts';
import { searchCount, searchMatches, type TextSearch } from '../lib/text-search.ts';
import type { CaseListQuery } from '../../contract/consultations.ts';
import { todayInKazakhstan } from '../../contract/kazakhstan-time.ts';
import { visibleCases } from './access.ts';
import { caseSummary, lawyerNames } from './docs.ts';

const k = consultations;

/** The name, IIN or title holds the text. */
const search = (text: string | undefined): TextSearch<'cases_search'> | undefined =>
  text
    ? {
        index: 'cases_search',
        rowid: k.id,
        terms: [{ text, columns: ['name', 'iin', 'title'], fallback: [k.name, k.iin, k.title] }],
      }
    : undefined;

/** The viewer's cases narrowed by every filter but the search. */
function caseWhere(user: UserRow, q: Partial<CaseListQuery>, today: string): SQL | undefined {
  const where: (SQL | undefined)[] = [visibleCases(user)];
  if (q.status) where.push(eq(k.status, Number(q.status)));
  if (q.type) where.push(eq(k.type, q.type));
  if (q.outcome) where.push(eq(k.outcome, q.outcome));
  if (q.region_id) where.push(eq(k.regionId, q.region_id));
  if (q.lawyer_id) where.push(eq(k.lawyerId, q.lawyer_id));
  if (q.overdue) where.push(ne(k.status, 3), lt(k.remindAt, today));
  return and(...where);
}

/**
 * A case not finished. Written out, not bound: only the literal lets SQLite use the partial indexes of
 * open cases by reminder day (the lawyer's day, day.ts).
 */
export const openCase = sql`${k.status} <> 3`;

/** The viewer's open cases with no reminder: nobody has planned what happens next. */
export const noNextStep = (user: UserRow) => and(visibleCases(user), openCase, isNull(k.remindAt));

/** `now`: the request's time, so overdue and the response clock are as of the request, in any thread. */
export function casePage(db: Db, { user, q, now }: { user: UserRow; q: CaseListQuery; now: number }) {
  const today = todayInKazakhstan(new Date(now));
  const where = caseWhere(user, q, today);
  const s = search(q.q);
  const { rows, meta } = keysetPage(db, q, {
    where: and(where, s && searchMatches(db, s, pageReading(q))),
    order: { column: k.createdAt, id: k.id, descending: true },
    read: (w) => inWindow(db.select().from(k).$dynamic(), w).all(),
    key: (row) => [row.createdAt, row.id],
    count: s
      ? searchCount(db, k, s, where)
      : db
          .select({ one: sql`1` })
          .from(k)
          .where(where),
    ...(s ? { cap: SEARCH_COUNT_CAP } : {}),
  });
  const names = lawyerNames(
    db,
    rows.map((r) => r.lawyerId),
  );
  const { page, ...rest } = meta;
  return { data: rows.map((r) => caseSummary(r, names, today, now)), meta: { current_page: page, ...rest } };
}
