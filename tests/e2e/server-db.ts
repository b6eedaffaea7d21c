/**
 * The e2e server's SQLite file, written by a test to set up what the UI cannot make quickly. The server
 * writes to it at the same moment, so a test's write takes the write lock first (BEGIN IMMEDIATE) and waits
 * for the server's transaction up to half a minute: a deferred transaction that read first and the server
 * committed meanwhile fails as "database is locked" whatever the timeout, which a loaded machine made happen.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';

export const serverDbFile = () => join(process.env.E2E_DATA_DIR!, 'qaryzsyz.sqlite');

export function writeServerDb<T>(write: (db: Database.Database) => T): T {
  const db = new Database(serverDbFile());
  db.pragma('busy_timeout = 30000');
  try {
    return db.transaction(() => write(db)).immediate();
  } finally {
    db.close();
  }
}
