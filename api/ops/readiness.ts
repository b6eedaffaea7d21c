/**
 * Whether this server should be sent traffic (`/api/ready`): the database answers a query, every migration
 * the code knows has been applied, the data directory's disk has room (and SQLite has not just failed to
 * write for lack of it), and, when backups are configured, the last good one is not older than the
 * schedule allows. Each check says in words why it failed, for the operator reading the answer.
 */
import { statfs } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import type { Db } from '../../db/client.ts';
import { projectPath } from '../../db/project-files.ts';
import type { Config } from '../config.ts';
import { diskFullRecently } from '../lib/disk-full.ts';
import { backupStatus, type BackupStatus } from '../backup/status.ts';

export interface Check {
  name: 'database' | 'migrations' | 'disk' | 'backup';
  ok: boolean;
  reason?: string;
}

const MB = 1024 * 1024;
/** A late backup is one that missed its run by half an interval: a snapshot of a large database takes minutes. */
const BACKUP_SLACK = 1.5;

/** The newest migration this code ships (drizzle-kit's journal), read once. */
let newestMigration: number | undefined;
function shippedMigration(): number {
  if (newestMigration === undefined) {
    const journal = JSON.parse(readFileSync(projectPath('db/migrations/meta/_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    newestMigration = Math.max(...journal.entries.map((e) => e.when));
  }
  return newestMigration;
}

function database(db: Db): Check {
  try {
    db.$client.prepare('SELECT 1').get();
    return { name: 'database', ok: true };
  } catch (e) {
    return { name: 'database', ok: false, reason: `database does not answer: ${(e as Error).message}` };
  }
}

function migrations(db: Db): Check {
  try {
    const row = db.$client.prepare('SELECT max(created_at) AS applied FROM __drizzle_migrations').get() as {
      applied: number | null;
    };
    if ((row.applied ?? 0) >= shippedMigration()) return { name: 'migrations', ok: true };
    return { name: 'migrations', ok: false, reason: 'migrations pending: the database is older than the code' };
  } catch (e) {
    return { name: 'migrations', ok: false, reason: `migrations unknown: ${(e as Error).message}` };
  }
}

async function disk(db: Db, config: Config, now: number): Promise<Check> {
  if (diskFullRecently(db.$client, now))
    return { name: 'disk', ok: false, reason: 'disk full: SQLite could not write' };
  try {
    const fs = await statfs(config.dataDir);
    const free = fs.bavail * fs.bsize;
    if (free >= config.ops.readyMinFreeBytes) return { name: 'disk', ok: true };
    return {
      name: 'disk',
      ok: false,
      reason: `disk nearly full: ${Math.floor(free / MB)} MB free, below ${Math.floor(config.ops.readyMinFreeBytes / MB)} MB`,
    };
  } catch (e) {
    return { name: 'disk', ok: false, reason: `free space unknown: ${(e as Error).message}` };
  }
}

const hours = (ms: number) => `${Math.round((ms / 3_600_000) * 10) / 10} h`;

/** `since`: when this process started; a server younger than one schedule has not had to back up yet. */
export function backupCheck(status: BackupStatus, since: number, now: number): Check {
  if (!status.configured) return { name: 'backup', ok: true };
  const allowed = status.intervalMs * BACKUP_SLACK;
  const last = status.lastGood?.at;
  if (last !== undefined && now - last <= allowed) return { name: 'backup', ok: true };
  if (last === undefined && now - since <= allowed) return { name: 'backup', ok: true };
  const failed =
    status.lastAttempt && !status.lastAttempt.ok ? ` (last attempt failed: ${status.lastAttempt.error})` : '';
  const age = last === undefined ? 'no successful backup yet' : `last successful backup ${hours(now - last)} ago`;
  return {
    name: 'backup',
    ok: false,
    reason: `backup late: ${age}, scheduled every ${hours(status.intervalMs)}${failed}`,
  };
}

export async function readiness(db: Db, config: Config, since: number, now = Date.now()) {
  const checks = [
    database(db),
    migrations(db),
    await disk(db, config, now),
    backupCheck(backupStatus(config), since, now),
  ];
  return { ready: checks.every((c) => c.ok), checks, reasons: checks.flatMap((c) => c.reason ?? []) };
}
