/**
 * SQLite's lower() and LIKE fold ASCII only, so "Айгүл" would not find "айгүл". This registers a
 * Unicode-aware casefold() on the connection once, for searches by name.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client.ts';

const ready = new WeakSet<object>();

export function useCasefold(db: Db) {
  if (ready.has(db.$client)) return;
  db.$client.function('casefold', { deterministic: true }, (v: unknown) =>
    typeof v === 'string' ? v.toLocaleLowerCase() : v,
  );
  ready.add(db.$client);
}

/** `column` contains `needle`, ignoring case in any script; % and _ in the needle are literal. */
export function containsFolded(column: SQLiteColumn, needle: string): SQL {
  const escaped = needle.toLocaleLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`);
  return sql`casefold(${column}) LIKE ${`%${escaped}%`} ESCAPE '\\'`;
}
