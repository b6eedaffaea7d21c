/**
 * One page of a list that grows with the programme, the way every such list pages (ADR 065, 123): "Next"
 * reads the rows after the cursor (keyset.ts), a page number without a cursor is an offset, and the total
 * is counted only up to a cap ("10,000+"). A list gives its conditions, order, row reader and count query;
 * the paging, the cursor and the meta the pager reads are decided here once.
 */
import { and, asc, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SQLiteSelect } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client.ts';
import { after, COUNT_CAP, decodeCursor, encodeCursor, type Cursor } from './keyset.ts';
import type { Reading } from './text-search.ts';

/** The paging part of a list's query. */
export interface PageQuery {
  page: number;
  per_page: number;
  /** The cursor "Next" sent; a made-up one reads the page by number. */
  after?: string | undefined;
}

/** A column the list is sorted by (not null), then the id the same way; without `column`, the id alone. */
export interface ListOrder {
  column?: SQLWrapper;
  id: SQLWrapper;
  descending: boolean;
}

/** What the list's reader applies: the conditions (cursor included), the order and the window. */
export interface PageWindow {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/** A list's select (made `.$dynamic()`, joined as the list needs) narrowed to the page's window. */
export const inWindow = <Q extends SQLiteSelect>(query: Q, w: PageWindow) =>
  query
    .where(w.where)
    .orderBy(...w.orderBy)
    .limit(w.limit)
    .offset(w.offset);

/** The pager's meta: `total` stops at the cap (`total_capped`), `next` is the cursor "Next" sends. */
export interface PageMeta {
  page: number;
  per_page: number;
  total: number;
  total_capped: boolean;
  last_page: number;
  next: string | null;
}

export const orderBy = ({ column, id, descending }: ListOrder): SQL[] => {
  const dir = descending ? desc : asc;
  return column ? [dir(column), dir(id)] : [dir(id)];
};

/** How far this page reads a search's rows in the list's order (text-search.ts): its offset, the page and one. */
export const pageReading = (q: PageQuery): Reading => ({
  upTo: (q.page > 1 && !decodeCursor(q.after) ? (q.page - 1) * q.per_page : 0) + q.per_page + 1,
});

/** A compiled query (any drizzle select) as SQLite text and parameters. */
type Compiled = { toSQL(): { sql: string; params: unknown[] } };

/** How many rows `query` yields, reading at most `cap` + 1 of them. */
export function countUpTo(db: Db, query: Compiled, cap: number): { total: number; capped: boolean } {
  const { sql, params } = query.toSQL();
  const n = db.$client
    .prepare(`SELECT count(*) FROM (${sql} LIMIT ?)`)
    .pluck()
    .get(...params, cap + 1) as number;
  return { total: Math.min(n, cap), capped: n > cap };
}

export interface KeysetList<R> {
  /** The list's conditions, for the page (a search may be written for reading in order; text-search.ts). */
  where: SQL | undefined;
  order: ListOrder;
  /** The rows of a window, joined and shaped as the list needs them. */
  read: (w: PageWindow) => R[];
  /** A row's sort value and id: the cursor of "Next" after it. */
  key: (row: R) => [value: unknown, id: number];
  /** The matching rows, any columns, for the capped count. */
  count: Compiled;
  /** Count this far (default COUNT_CAP); a text search counts less far (SEARCH_COUNT_CAP). */
  cap?: number;
}

/** Rows past the cursor in the list's order; by id alone a plain range the rowid answers directly. */
function rowsAfter(cursor: Cursor, { column, id, descending }: ListOrder): SQL {
  if (column) return after(cursor, column, id, descending);
  return descending ? sql`${id} < ${cursor[1]}` : sql`${id} > ${cursor[1]}`;
}

export function keysetPage<R>(db: Db, q: PageQuery, list: KeysetList<R>): { rows: R[]; meta: PageMeta } {
  const { order } = list;
  const cursor = decodeCursor(q.after);
  // One row more than the page tells whether there is a next page, so the last page has no "Next".
  const read = list.read({
    where: and(list.where, cursor && rowsAfter(cursor, order)),
    orderBy: orderBy(order),
    limit: q.per_page + 1,
    offset: cursor ? 0 : (q.page - 1) * q.per_page,
  });
  const rows = read.slice(0, q.per_page);
  const last = rows.at(-1);
  const next = read.length > q.per_page && last ? encodeCursor(...list.key(last)) : null;
  const { total, capped } = countUpTo(db, list.count, list.cap ?? COUNT_CAP);
  const meta = {
    page: q.page,
    per_page: q.per_page,
    total,
    total_capped: capped,
    last_page: Math.max(1, Math.ceil(total / q.per_page)),
    next,
  };
  return { rows, meta };
}
