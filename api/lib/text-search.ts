/**
 * Substring search through FTS5 trigram indexes: people (name, IIN, phone, e-mail) in `users_search`
 * (db/migrations/0011_users_search.sql), agro applications and consultation cases in `agro_search` and
 * `cases_search` (0039): a LIKE '%…%' over 750,000 names reads every row, the index reads the few that
 * hold the text's trigrams. Case is folded in every script by the index itself.
 */
import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client.ts';
import { containsFolded, useCasefold } from './casefold.ts';

/** Each index and the columns it holds. */
interface Indexes {
  users_search: 'name' | 'iin' | 'phone' | 'email';
  agro_search: 'name' | 'iin' | 'phone';
  cases_search: 'name' | 'iin' | 'title';
}
type Column = Indexes['users_search'];

/** "`text` is in one of `columns`"; `fallback` are the same columns of the indexed table, in the same order. */
export interface SearchTerm<C extends string> {
  text: string;
  columns: C[];
  fallback: SQLiteColumn[];
}

/** A search of a list: any of `terms` matches in `index`, whose rowid is the `rowid` column of its table. */
export interface TextSearch<I extends keyof Indexes> {
  index: I;
  rowid: SQLiteColumn;
  terms: SearchTerm<Indexes[I]>[];
}

/**
 * How a list reads a search's rows (ADR 099, 126): `false` counts them (or reads them in no order of its
 * own); `true` reads them all in the list's order (an export); `{ upTo }` reads a page, the first `upTo`
 * rows of the list's order at most (the rows a page by number skips, the page and one more).
 */
export type Reading = boolean | { upTo: number };

/** The FTS5 query "any of `columns` contains `text`"; the text is one quoted phrase, so nothing in it is syntax. */
const phrase = (columns: string[], text: string) => `{${columns.join(' ')}} : "${text.replace(/"/g, '""')}"`;

/** A trigram index cannot look up fewer than three characters. */
const indexable = (text: string) => [...text].length >= 3;

/** More rows than this match: a list reads its own order rather than every match (see searchMatches). */
export const BROAD = 5_000;

/** How many rows match `match`, counted up to `cap` + 1. */
function matchCount(db: Db, index: SQLWrapper, match: string, cap: number): number {
  return db.get<{ n: number }>(
    sql`SELECT count(*) AS n FROM (SELECT 1 FROM ${index} WHERE ${index} MATCH ${match} LIMIT ${cap + 1})`,
  ).n;
}

const isBroad = (db: Db, index: SQLWrapper, match: string) => matchCount(db, index, match, BROAD) > BROAD;

/**
 * Checking a row's own text (a JavaScript case fold per column, about 1.5 µs a row) costs this many times
 * what collecting one match from the index does (about 0.25 µs): measured at 750,000 people.
 */
const FOLD_COST = 6;

/**
 * Above this many matches a page walking the list's order checks each row's text rather than collecting
 * the matches first. The walk reads about upTo × rows ÷ matches rows, the collection reads every match:
 * the walk costs less once matches² > FOLD_COST × upTo × rows. The table's highest id stands for its size.
 */
function walkAbove(db: Db, rowid: SQLiteColumn, upTo: number): number {
  const rows = db.get<{ n: number | null }>(sql`SELECT max(${rowid}) AS n FROM ${rowid.table}`).n ?? 0;
  return Math.max(BROAD, Math.ceil(Math.sqrt(FOLD_COST * upTo * rows)));
}

/** The terms' own text in any case, row by row: what the index answers, without the index. */
function folded(db: Db, terms: SearchTerm<string>[]): SQL {
  useCasefold(db);
  const each = terms.flatMap((t) => t.fallback.map((c) => containsFolded(c, t.text)));
  return sql`(${sql.join(each, sql` OR `)})`;
}

/** One FTS5 query for every term, or undefined when a term is too short for the index. */
function indexQuery(terms: SearchTerm<string>[]): string | undefined {
  if (!terms.every((t) => indexable(t.text))) return undefined;
  return terms.map((t) => `(${phrase(t.columns, t.text)})`).join(' OR ');
}

/**
 * The condition "a row matches one of the search's terms". A text shorter than three characters (rare,
 * and matching a large share of rows anyway) is a folded LIKE on its `fallback` columns.
 *
 * Driven by the matches, a page looks up each match and sorts them all: 75,000 people for three common
 * letters at 750,000 (0.6 s). Beyond BROAD matches a list walks its own order's index instead and stops
 * when the page is full (ADR 099), checking each row either against the matches, collected once (the
 * unary `+` keeps SQLite from driving by them; about 20 ms for 79,000), or, when so many match that the
 * walk is short (walkAbove), against its own text: the first page of a common name in under a
 * millisecond (ADR 126). An export (`true`) reads every row, so it always collects the matches.
 */
export function searchMatches<I extends keyof Indexes>(db: Db, s: TextSearch<I>, reading: Reading = false): SQL {
  const query = indexQuery(s.terms);
  if (query === undefined) {
    const each = s.terms.map((t) =>
      indexable(t.text) ? searchMatches(db, { ...s, terms: [t] }, reading) : folded(db, [t]),
    );
    return each.length === 1 ? each[0]! : sql`(${sql.join(each, sql` OR `)})`;
  }
  const table = sql.identifier(s.index);
  const matching = sql`(SELECT rowid FROM ${table} WHERE ${table} MATCH ${query})`;
  if (!reading) return sql`${s.rowid} IN ${matching}`;
  // An export reads every row: it only asks whether the matches are broad.
  const walk = reading === true ? Infinity : walkAbove(db, s.rowid, reading.upTo);
  const n = matchCount(db, table, query, reading === true ? BROAD : walk);
  if (n <= BROAD) return sql`${s.rowid} IN ${matching}`;
  return n > walk ? folded(db, s.terms) : sql`+${s.rowid} IN ${matching}`;
}

/** Anything drizzle can compile, as keyset-page.ts's counts take it. */
type Compiled = { toSQL(): { sql: string; params: unknown[] } };

/** `where` holds at most BROAD rows of `table` (read through the index its condition uses). */
function fewRows(db: Db, table: SQLiteTable, where: SQL): boolean {
  const n = db.get<{ n: number }>(
    sql`SELECT count(*) AS n FROM (SELECT 1 FROM ${table} WHERE ${where} LIMIT ${BROAD + 1})`,
  );
  return n.n <= BROAD;
}

/**
 * The rows a search's capped count reads, with the list's other conditions `rest`. Usually the index's
 * matches one at a time, each looked up in `table` and checked against `rest`, so the count stops at its
 * cap (`id IN (matches)` would first collect every match: 20–40 ms for a common name at 750,000); CROSS
 * JOIN keeps the index outside, since FTS5 probed for one rowid reads the terms' whole posting lists.
 * A broad search narrowed to a few rows (a role, a lawyer's cases) checks those rows' own text instead
 * of reading matches that the other conditions mostly refuse. `rest` is expected to be read through an
 * index, as every growing list's filters are (ADR 123).
 */
export function searchCount<I extends keyof Indexes>(
  db: Db,
  table: SQLiteTable,
  s: TextSearch<I>,
  rest: SQL | undefined,
): Compiled {
  const query = indexQuery(s.terms);
  const plain = (matches: SQL) =>
    db
      .select({ one: sql`1` })
      .from(table)
      .where(and(rest, matches));
  if (query === undefined) return plain(searchMatches(db, s));
  const index = sql.identifier(s.index);
  if (rest && isBroad(db, index, query) && fewRows(db, table, rest)) return plain(folded(db, s.terms));
  return db
    .select({ one: sql`1` })
    .from(sql`${index} CROSS JOIN ${table} ON ${s.rowid} = ${index}.rowid`)
    .where(and(sql`${index} MATCH ${query}`, rest));
}

/** As searchMatches, for one term of one index. */
export function textMatches<I extends keyof Indexes>(
  db: Db,
  index: I,
  rowid: SQLiteColumn,
  text: string,
  columns: Indexes[I][],
  fallback: SQLiteColumn[],
  ordered: Reading = false,
): SQL {
  return searchMatches(db, { index, rowid, terms: [{ text, columns, fallback }] }, ordered);
}

/** `userId` belongs to a person one of whose `columns` contains `text` (users_search; see searchMatches). */
export function userMatches(
  db: Db,
  userId: SQLiteColumn,
  text: string,
  columns: Column[],
  fallback: SQLiteColumn[],
  ordered: Reading = false,
): SQL {
  return textMatches(db, 'users_search', userId, text, columns, fallback, ordered);
}
