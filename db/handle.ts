/**
 * The database handle's types, apart from client.ts (which opens the file and seeds it) so the seeds and
 * the search index that client.ts runs at start-up can name the handle without importing their caller.
 */
import type Database from 'better-sqlite3';
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import type * as schema from './schema.ts';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };
/** The handle inside `db.transaction(...)`: what code that must run within one transaction takes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
