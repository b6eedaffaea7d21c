/**
 * Keyset paging for lists that grow while people page through them: "the rows after this one" instead of
 * "skip N rows", so a row inserted meanwhile never shifts a page (no row repeated or skipped) and page
 * 30,000 costs what page 1 costs. The cursor is the last row's sort value and id, opaque to the client.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

export type Cursor = [value: string | number, id: number];

export const encodeCursor = (value: unknown, id: number) =>
  Buffer.from(JSON.stringify([value instanceof Date ? value.getTime() : value, id])).toString('base64url');

/** The cursor, or undefined for anything a client could have made up. */
export function decodeCursor(text: string | undefined): Cursor | undefined {
  if (!text) return undefined;
  try {
    const v: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(v) || v.length !== 2) return undefined;
    const [value, id] = v as unknown[];
    const okValue = typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
    return okValue && Number.isSafeInteger(id) ? [value as string | number, id as number] : undefined;
  } catch {
    return undefined;
  }
}

/** Rows strictly after the cursor in the order (column, id), both descending or both ascending. */
export function after(cursor: Cursor, column: SQLWrapper, id: SQLWrapper, descending: boolean): SQL {
  const [value, lastId] = cursor;
  return descending ? sql`(${column}, ${id}) < (${value}, ${lastId})` : sql`(${column}, ${id}) > (${value}, ${lastId})`;
}

/** Counting stops here: a pager says "10,000+" instead of scanning 750,000 rows on every page. */
export const COUNT_CAP = 10_000;

/**
 * A text search counts only this far ("1,000+"): past that nobody pages, they type more, and counting a
 * common name's 10,000 matches cost 170 ms at 750,000.
 */
export const SEARCH_COUNT_CAP = 1_000;
