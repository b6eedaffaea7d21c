/**
 * A consistent copy of the live database, taken on a connection of its own (ADR 139): WAL lets it read one
 * snapshot while the writer goes on committing, so no push waits for it. The copy is then checked
 * (`PRAGMA integrity_check`) and read for what the manifest must say.
 */
import Database from 'better-sqlite3';
import { closeSync, openSync } from 'node:fs';
import type { SnapshotMethod } from '../config.ts';

export interface SnapshotFacts {
  schema: { migrations: number; lastMigrationAt: number };
  devices: [string, number][];
  /** Ids of uploads complete in the snapshot: only their bytes belong in the backup. */
  completeUploads: Set<string>;
}

/**
 * `vacuum-into` writes a compacted copy in one read transaction; `backup-api` copies pages through SQLite's
 * online backup in one step (a step split in many would restart each time the writer commits).
 */
export async function snapshotDatabase(source: string, dest: string, method: SnapshotMethod): Promise<void> {
  // Created empty and private first: both methods write into an empty file, and the copy is never readable
  // by others, even for the moment before it is encrypted.
  closeSync(openSync(dest, 'wx', 0o600));
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    if (method === 'vacuum-into') db.prepare('VACUUM INTO ?').run(dest);
    else await db.backup(dest, { progress: () => 2 ** 31 - 1 });
  } finally {
    db.close();
  }
}

export class IntegrityFailed extends Error {}

/** Checks the copy and reads the facts the manifest records. Throws IntegrityFailed. */
export function checkSnapshot(file: string): SnapshotFacts {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const problems = db.pragma('integrity_check', { simple: false }) as { integrity_check: string }[];
    if (problems.length !== 1 || problems[0]!.integrity_check !== 'ok')
      throw new IntegrityFailed(
        `integrity_check: ${problems
          .slice(0, 3)
          .map((p) => p.integrity_check)
          .join('; ')}`,
      );
    const m = db
      .prepare('SELECT count(*) AS n, coalesce(max(created_at), 0) AS last FROM __drizzle_migrations')
      .get() as { n: number; last: number };
    const devices = db
      .prepare('SELECT client_id, last_mutation_id FROM sync_clients ORDER BY client_id')
      .raw()
      .all() as [string, number][];
    const uploads = db.prepare("SELECT id FROM files WHERE status = 'complete'").pluck().all() as string[];
    return {
      schema: { migrations: m.n, lastMigrationAt: Number(m.last) },
      devices,
      completeUploads: new Set(uploads),
    };
  } finally {
    db.close();
  }
}
