/**
 * What one backup holds, written encrypted beside its database (`manifest.json.age`): restore reads it first,
 * so a wrong key fails before anything else is read, and checks every byte it restores against it.
 */
import { readFileSync } from 'node:fs';
import { projectPath } from '../../db/project-files.ts';
import type { BlobEncoding } from './crypt.ts';

export const MANIFEST_FORMAT = 1;
export const DATABASE_BLOB = 'database.sqlite.age';
export const MANIFEST_BLOB = 'manifest.json.age';
/** Plain `sha256  path` lines of every encrypted file the backup needs, for checks without the key. */
export const SUMS_FILE = 'SHA256SUMS';
/** Files of the data directory, encrypted once by content and shared by every backup that holds them. */
export const POOL_DIR = 'files';
export const poolPath = (sha256: string) => `${POOL_DIR}/${sha256}.age`;

export interface Manifest {
  format: typeof MANIFEST_FORMAT;
  name: string;
  createdAt: number;
  app: { version: string };
  /** The snapshot's migrations (drizzle's `__drizzle_migrations`): restore refuses a newer one than the code's. */
  schema: { migrations: number; lastMigrationAt: number };
  /** `encoding` absent in backups made before the database was gzipped: raw. */
  database: { bytes: number; sha256: string; method: string; encoding?: BlobEncoding };
  /** Every file of the data directory but the database, by path, each stored at `poolPath(sha256)`. */
  files: { path: string; bytes: number; sha256: string }[];
  /** [client id, last mutation id] of every device, as the snapshot holds them. */
  devices: [string, number][];
}

export interface SumLine {
  path: string;
  sha256: string;
  bytes: number;
}

/** `sha256  bytes  path` per line (sha256sum's layout, with the size so truncation shows before hashing). */
export const formatSums = (lines: SumLine[]) => lines.map((l) => `${l.sha256}  ${l.bytes}  ${l.path}\n`).join('');

export function parseSums(text: string): SumLine[] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const m = /^([0-9a-f]{64}) {2}(\d+) {2}(.+)$/.exec(line);
      if (!m) throw new Error(`${SUMS_FILE}: unreadable line "${line.slice(0, 80)}"`);
      return { sha256: m[1]!, bytes: Number(m[2]), path: m[3]! };
    });
}

/** The code's own migrations: how many, and the newest one's time (drizzle's `created_at`). */
export function codeSchema(): { migrations: number; lastMigrationAt: number } {
  const journal = JSON.parse(readFileSync(projectPath('db/migrations/meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return { migrations: journal.entries.length, lastMigrationAt: Math.max(...journal.entries.map((e) => e.when)) };
}

export const appVersion = (): string =>
  (JSON.parse(readFileSync(projectPath('package.json'), 'utf8')) as { version: string }).version;
