/**
 * Substring search through FTS5 trigram indexes: people (name, IIN, phone, e-mail) in `users_search`
 * (db/migrations/0011_users_search.sql), agro applications and consultation cases in `agro_search` and
 * `cases_search` (0039): a LIKE '%…%' over 750,000 names reads every row, the index reads the few that
 * hold the text's trigrams. Case is folded in every script by the index itself.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client.ts';
import { containsFolded, useCasefold } from './casefold.ts';

/** Each index and the columns it holds. */
interface Indexes {
  users_search: 'name' | 'iin' | 'phone' | 'email';
  agro_search: 'name' | 'iin' | 'phone';
  cases_search: 'name' | 'iin' | 'title';
}
type Column = Indexes['users_search'];

/** The FTS5 query "any of `columns` contains `text`"; the text is one quoted phrase, so nothing in it is syntax. */
const phrase = (columns: string[], text: string) => `{${columns.join(' ')}} : "${text.replace(/"/g, '""')}"`;

/** More people than this match: a list reads its own order rather than every match (see userMatches). */
export const BROAD = 5_000;

function isBroad(db: Db, index: SQLWrapper, match: string): boolean {
  const n = db.get<{ n: number }>(
    sql`SELECT count(*) AS n FROM (SELECT 1 FROM ${index} WHERE ${index} MATCH ${match} LIMIT ${BROAD + 1})`,
  );
  return n.n > BROAD;
}

/**
 * `userId` belongs to a person one of whose `columns` contains `text`. A trigram index cannot look up
 * fewer than three characters; those (rare, and matching a large share of people anyway) fall back to a
 * folded LIKE on `fallback` columns.
 */
export function userMatches(
  db: Db,
  userId: SQLiteColumn,
  text: string,
  columns: Column[],
  fallback: SQLiteColumn[],
  /** The rows are read in a list's order up to a page (not counted): broad matches may walk that order. */
  ordered = false,
): SQL {
  return textMatches(db, 'users_search', userId, text, columns, fallback, ordered);
}

/** As userMatches, over the rows `index` holds: `rowid` is the id column of the table it indexes. */
export function textMatches<I extends keyof Indexes>(
  db: Db,
  index: I,
  rowid: SQLiteColumn,
  text: string,
  columns: Indexes[I][],
  fallback: SQLiteColumn[],
  ordered = false,
): SQL {
  if ([...text].length >= 3) {
    const match = phrase(columns, text);
    const table = sql.identifier(index);
    const matching = sql`(SELECT rowid FROM ${table} WHERE ${table} MATCH ${match})`;
    // Driven by the matches, a page looks up each matching person and sorts them all: 75,000 people for
    // three common letters at 750,000 (0.6 s). Beyond BROAD matches the unary `+` keeps SQLite from
    // driving by them, so the page walks its own order's index and stops when full (about 30 ms). A capped
    // count stays driven by the matches: it stops after the cap's lookups, wherever they are.
    return ordered && isBroad(db, table, match) ? sql`+${rowid} IN ${matching}` : sql`${rowid} IN ${matching}`;
  }
  useCasefold(db);
  return sql`(${sql.join(
    fallback.map((c) => containsFolded(c, text)),
    sql` OR `,
  )})`;
}
