import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';

/** The next value of the global, monotonic server_version (one per changed row). */
export function nextServerVersion(tx: Tx | Db): number {
  const row = tx.get<{ value: number }>(
    sql`INSERT INTO counters (name, value) VALUES ('server_version', 1)
        ON CONFLICT(name) DO UPDATE SET value = value + 1 RETURNING value`,
  );
  return row.value;
}
