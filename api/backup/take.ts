/**
 * One backup (README "Backups and restore"): a snapshot of the database checked with integrity_check, the data
 * directory's files copied incrementally, a manifest, all encrypted with age to the configured recipients,
 * verified on disk and renamed into place; only then are old backups pruned, so the previous good backup is
 * never deleted before the new one is verified. Files are 0600 and directories 0700.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { SnapshotMethod } from '../config.ts';
import { encryptFile, encryptSmall, hashFile } from './crypt.ts';
import { copyDataFiles, DATABASE_FILE } from './data-files.ts';
import { withBackupLock } from './lock.ts';
import {
  appVersion,
  DATABASE_BLOB,
  formatSums,
  MANIFEST_BLOB,
  MANIFEST_FORMAT,
  parseSums,
  POOL_DIR,
  SUMS_FILE,
  type Manifest,
  type SumLine,
} from './manifest.ts';
import { backupName, backupsToKeep, backupTime } from './retention.ts';
import { checkSnapshot, snapshotDatabase } from './snapshot.ts';
import { recordStatus } from './status.ts';

/** Client ids and their last mutation ids in plain JSON, so the off-site copy can raise safe marks without the key. */
export const DEVICES_FILE = 'devices.json';

export interface TakeBackupOptions {
  dataDir: string;
  backupDir: string;
  recipients: string[];
  keep: { hourly: number; daily: number };
  method?: SnapshotMethod;
  now?: () => number;
}

export interface TakenBackup {
  name: string;
  /** The backup's directory. */
  path: string;
  manifest: Manifest;
  /** Bytes this backup holds on disk (its own files and every pool file it needs). */
  bytes: number;
  snapshotMs: number;
}

export class BackupVerifyFailed extends Error {}

const ensureDir = (dir: string) => mkdirSync(dir, { recursive: true, mode: 0o700 });

/** Reads back every file the run wrote; a byte that differs from what was written fails the backup. */
async function verifyWritten(root: string, lines: SumLine[]) {
  for (const l of lines) {
    const d = await hashFile(join(root, l.path));
    if (d.sha256 !== l.sha256 || d.bytes !== l.bytes)
      throw new BackupVerifyFailed(`${l.path} reads back differently from what was written`);
  }
}

export function takeBackup(opts: TakeBackupOptions): Promise<TakenBackup> {
  ensureDir(opts.backupDir);
  const now = opts.now ?? Date.now;
  const at = now();
  return withBackupLock(opts.backupDir, () => run(opts, at, now)).then(
    (taken) => {
      recordStatus(opts.backupDir, (s) => ({
        ...s,
        lastGood: { name: taken.name, at, bytes: taken.bytes },
        lastAttempt: { at, ok: true, error: null },
      }));
      return taken;
    },
    (e: unknown) => {
      recordStatus(opts.backupDir, (s) => ({
        ...s,
        lastAttempt: { at, ok: false, error: e instanceof Error ? e.message : String(e) },
      }));
      throw e;
    },
  );
}

async function run(opts: TakeBackupOptions, at: number, now: () => number): Promise<TakenBackup> {
  if (!opts.recipients.length) throw new Error('no BACKUP_RECIPIENTS: a backup is never written unencrypted');
  const name = backupName(at);
  const finalDir = join(opts.backupDir, name);
  // Leftovers of a run that died are never a backup: removed before this one starts.
  for (const e of readdirSync(opts.backupDir))
    if (e.startsWith('.partial-')) rmSync(join(opts.backupDir, e), { recursive: true, force: true });
  const partial = join(opts.backupDir, `.partial-${name}`);
  ensureDir(partial);
  try {
    const plainCopy = join(partial, 'database.sqlite');
    const method = opts.method ?? 'vacuum-into';
    const t0 = performance.now();
    await snapshotDatabase(join(opts.dataDir, DATABASE_FILE), plainCopy, method);
    const snapshotMs = performance.now() - t0;
    const facts = checkSnapshot(plainCopy);
    const db = await encryptFile(plainCopy, join(partial, DATABASE_BLOB), opts.recipients, 'gzip');
    await rm(plainCopy);

    const copied = await copyDataFiles({ ...opts, completeUploads: facts.completeUploads });
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      name,
      createdAt: at,
      app: { version: appVersion() },
      schema: facts.schema,
      database: { ...db.plain, method, encoding: 'gzip' },
      files: copied.files,
      devices: facts.devices,
    };
    const manifestBytes = await encryptSmall(JSON.stringify(manifest), opts.recipients);
    writeFileSync(join(partial, MANIFEST_BLOB), manifestBytes, { mode: 0o600 });
    writeFileSync(join(partial, DEVICES_FILE), JSON.stringify(facts.devices), { mode: 0o600 });

    const own: SumLine[] = [
      { path: `${name}/${DATABASE_BLOB}`, ...db.cipher },
      { path: `${name}/${MANIFEST_BLOB}`, ...(await hashFile(join(partial, MANIFEST_BLOB))) },
      { path: `${name}/${DEVICES_FILE}`, ...(await hashFile(join(partial, DEVICES_FILE))) },
    ];
    writeFileSync(join(partial, SUMS_FILE), formatSums([...own, ...copied.blobs]), { mode: 0o600 });
    await verifyWritten(opts.backupDir, [{ ...own[0]!, path: `.partial-${name}/${DATABASE_BLOB}` }, ...copied.written]);
    await rename(partial, finalDir);
    await prune(opts.backupDir, now(), opts.keep);
    const bytes = [...own, ...copied.blobs].reduce((s, l) => s + l.bytes, 0);
    return { name, path: finalDir, manifest, bytes, snapshotMs };
  } catch (e) {
    await rm(partial, { recursive: true, force: true });
    throw e;
  }
}

/** The backups in a directory, oldest first. */
export const listBackups = (backupDir: string): string[] =>
  readdirSync(backupDir)
    .filter((n) => backupTime(n) !== null)
    .sort();

/** Removes backups retention no longer keeps, then pool files no kept backup needs. */
async function prune(backupDir: string, now: number, keep: { hourly: number; daily: number }) {
  const all = listBackups(backupDir);
  const kept = backupsToKeep(all, now, keep);
  for (const n of all) if (!kept.has(n)) await rm(join(backupDir, n), { recursive: true, force: true });
  const needed = new Set<string>();
  for (const n of kept)
    for (const l of parseSums(await readFile(join(backupDir, n, SUMS_FILE), 'utf8'))) needed.add(l.path);
  for (const f of readdirSync(join(backupDir, POOL_DIR)))
    if (!needed.has(`${POOL_DIR}/${f}`)) await rm(join(backupDir, POOL_DIR, f), { force: true });
}
