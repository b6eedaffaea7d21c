/**
 * Restore of one backup into an empty data directory (README "Backups and restore"). Everything is checked
 * before anything is put in place: the key (the manifest opens), the schema (not newer than this code's),
 * the size and SHA-256 of every file, and the database's integrity. The restore is built in a directory
 * beside the target and renamed into place whole, so a failure leaves the target as it was; the restored
 * database gets a new epoch, by which devices learn the server went back in time.
 */
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, statSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { openDatabase } from '../../db/client.ts';
import { type BlobEncoding, DecryptFailed, decryptFile, decryptSmall, hashFile } from './crypt.ts';
import { DATABASE_FILE } from './data-files.ts';
import {
  codeSchema,
  DATABASE_BLOB,
  MANIFEST_BLOB,
  MANIFEST_FORMAT,
  parseSums,
  poolPath,
  SUMS_FILE,
  type Manifest,
} from './manifest.ts';

export type RestoreRefusal = 'wrong_key' | 'damaged' | 'newer_schema' | 'target_not_empty' | 'not_a_backup';

/** A refusal with its reason; `npm run restore` exits with RESTORE_EXIT_CODES[reason]. */
export class RestoreRefused extends Error {
  constructor(
    readonly reason: RestoreRefusal,
    message: string,
  ) {
    super(message);
  }
}

export const RESTORE_EXIT_CODES: Record<RestoreRefusal, number> = {
  not_a_backup: 2,
  wrong_key: 3,
  damaged: 4,
  newer_schema: 5,
  target_not_empty: 6,
};

export const EPOCH_KEY = 'epoch';

export interface RestoreOptions {
  /** The backup's directory (`…/qaryzsyz-2026-…Z`), beside the `files/` pool it was written with. */
  backup: string;
  dataDir: string;
  /** age identities (`AGE-SECRET-KEY-1…`). */
  identities: string[];
}

export interface Restored {
  manifest: Manifest;
  epoch: string;
}

/** Identities from an age identity file: one per line, `#` comments ignored. */
export const readIdentities = (file: string): string[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('AGE-SECRET-KEY-'));

function refuseNonEmpty(dataDir: string) {
  if (existsSync(dataDir) && (!statSync(dataDir).isDirectory() || readdirSync(dataDir).length > 0))
    throw new RestoreRefused(
      'target_not_empty',
      `${dataDir} is not empty: restore only into an empty data directory (move the current one aside first)`,
    );
}

async function openManifest(backup: string, identities: string[]): Promise<Manifest> {
  const file = join(backup, MANIFEST_BLOB);
  if (!existsSync(file) || !existsSync(join(backup, SUMS_FILE)))
    throw new RestoreRefused('not_a_backup', `${backup} is not a backup (no ${MANIFEST_BLOB} or ${SUMS_FILE})`);
  try {
    const manifest = JSON.parse(await decryptSmall(readFileSync(file), identities, file)) as Manifest;
    if (manifest.format !== MANIFEST_FORMAT)
      throw new RestoreRefused('not_a_backup', `${backup}: manifest format ${manifest.format} is not known`);
    return manifest;
  } catch (e) {
    if (e instanceof DecryptFailed) throw new RestoreRefused(e.reason, e.message);
    throw e;
  }
}

/** Every encrypted file is there with its size and SHA-256: a truncated or altered one is named before decrypting. */
async function checkSums(backup: string) {
  const root = dirname(backup);
  for (const line of parseSums(readFileSync(join(backup, SUMS_FILE), 'utf8'))) {
    const path = join(root, line.path);
    const d = existsSync(path) ? await hashFile(path) : null;
    if (!d) throw new RestoreRefused('damaged', `${line.path} is missing`);
    if (d.bytes !== line.bytes)
      throw new RestoreRefused('damaged', `${line.path} has ${d.bytes} bytes, ${line.bytes} were written: truncated`);
    if (d.sha256 !== line.sha256) throw new RestoreRefused('damaged', `${line.path}: SHA-256 differs: altered`);
  }
}

async function decryptChecked(
  src: string,
  dest: string,
  identities: string[],
  want: { bytes: number; sha256: string; encoding?: BlobEncoding },
) {
  let d;
  try {
    d = await decryptFile(src, dest, identities, want.encoding);
  } catch (e) {
    if (e instanceof DecryptFailed) throw new RestoreRefused(e.reason, e.message);
    throw e;
  }
  if (d.bytes !== want.bytes || d.sha256 !== want.sha256)
    throw new RestoreRefused('damaged', `${src} decrypts to other bytes than the manifest records`);
}

export async function restoreBackup(opts: RestoreOptions): Promise<Restored> {
  const backup = resolve(opts.backup);
  const dataDir = resolve(opts.dataDir);
  refuseNonEmpty(dataDir);
  const manifest = await openManifest(backup, opts.identities);
  const code = codeSchema();
  if (manifest.schema.migrations > code.migrations || manifest.schema.lastMigrationAt > code.lastMigrationAt)
    throw new RestoreRefused(
      'newer_schema',
      `the backup was made by a newer version (${manifest.schema.migrations} migrations, app ${manifest.app.version}) than this code knows (${code.migrations}): restore it with that version or newer`,
    );
  await checkSums(backup);

  const staging = join(dirname(dataDir), `.${basename(dataDir)}.restoring-${randomUUID()}`);
  mkdirSync(staging, { recursive: true, mode: 0o700 });
  try {
    const dbFile = join(staging, DATABASE_FILE);
    await decryptChecked(join(backup, DATABASE_BLOB), dbFile, opts.identities, manifest.database);
    const check = new Database(dbFile, { readonly: true });
    try {
      const result = check.pragma('integrity_check', { simple: true });
      if (result !== 'ok')
        throw new RestoreRefused('damaged', `the restored database fails integrity_check: ${String(result)}`);
    } finally {
      check.close();
    }
    const pool = dirname(backup);
    for (const f of manifest.files) {
      const dest = join(staging, f.path);
      mkdirSync(dirname(dest), { recursive: true, mode: 0o700 });
      await decryptChecked(join(pool, poolPath(f.sha256)), dest, opts.identities, f);
    }
    // Migrations to this code's schema, then the new epoch: the server starts on a database of its own version.
    const db = openDatabase(dbFile);
    const epoch = randomUUID();
    db.$client
      .prepare(
        'INSERT INTO server_state (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      )
      .run(EPOCH_KEY, epoch);
    db.$client.close();
    if (existsSync(dataDir)) rmdirSync(dataDir);
    await rename(staging, dataDir);
    return { manifest, epoch };
  } catch (e) {
    await rm(staging, { recursive: true, force: true });
    throw e;
  }
}
