/**
 * Substring search over people (name, IIN, phone) through the `users_search` FTS5 trigram index
 * (db/migrations/0011_users_search.sql): a LIKE '%…%' over 750,000 names reads every row, the index
 * reads the few that hold the text's trigrams. Case is folded in every script by the index itself.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client.ts';
import { containsFolded, useCasefold } from './casefold.ts';

type Column = 'name' | 'iin' | 'phone' | 'email';

/** The FTS5 query "any of `columns` contains `text`"; the text is one quoted phrase, so nothing in it is syntax. */
const phrase = (columns: Column[], text: string) => `{${columns.join(' ')}} : "${text.replace(/"/g, '""')}"`;

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
): SQL {
  if ([...text].length >= 3)
    return sql`${userId} IN (SELECT rowid FROM users_search WHERE users_search MATCH ${phrase(columns, text)})`;
  useCasefold(db);
  return sql`(${sql.join(
    fallback.map((c) => containsFolded(c, text)),
    sql` OR `,
  )})`;
}
