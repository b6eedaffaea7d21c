/**
 * Opens the one SQLite file the server writes to, with the durability settings DESIGN.md promises
 * (WAL + synchronous=FULL: an acknowledged write survives a power cut), and applies migrations.
 */
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { projectPath } from './project-files.ts';
import * as schema from './schema.ts';
import { seedReferenceData } from './seed.ts';
import { indexDeferredPeople } from './deferred-people-search.ts';
import type { Db, Tx } from './handle.ts';

export type { Db, Tx };

const migrationsFolder = projectPath('db/migrations');

/**
 * drizzle asks SQLite to parse and plan every statement anew on each call, though most SQL repeats.
 * Statements are kept by their SQL text and handed out reset to their default mode; one that is busy
 * (an open iterator) is never shared.
 */
function cacheStatements(sqlite: Database.Database, max = 1000) {
  const cache = new Map<string, Database.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((source: string) => {
    const hit = cache.get(source);
    if (hit && !hit.busy) {
      if (hit.reader) hit.raw(false).pluck(false).expand(false);
      return hit;
    }
    const fresh = prepare(source);
    if (!hit) {
      if (cache.size >= max) cache.delete(cache.keys().next().value!);
      cache.set(source, fresh);
    }
    return fresh;
  }) as typeof sqlite.prepare;
}

export function openDatabase(file: string): Db {
  const sqlite = new Database(file);
  cacheStatements(sqlite);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Every pushed record runs in a savepoint, whose undo pages SQLite keeps in a temporary file by default:
  // a file created, written and deleted per record, the most expensive part of a push. In memory it is
  // a few pages per record (long reads and their sorts run on the read workers' connections, not here).
  sqlite.pragma('temp_store = MEMORY');
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder });
  seedReferenceData(db);
  indexDeferredPeople(db);
  return db;
}

/**
 * A read-only connection to the same file, for long reads in worker threads: WAL lets it read a
 * consistent snapshot while the writer commits, and `query_only` refuses any write that slips in.
 */
export function openReadOnly(file: string): Db {
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  cacheStatements(sqlite);
  sqlite.pragma('query_only = ON');
  sqlite.pragma('busy_timeout = 5000');
  return drizzle(sqlite, { schema }) as Db;
}
