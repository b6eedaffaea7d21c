/**
 * The backup state an operator needs at a glance (readiness, /metrics, the admin dashboard), kept in a small
 * JSON file in the backup directory: read without touching the database, written atomically by each backup
 * and off-site copy, and shared by the server and `npm run backup` run beside it.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { backupsEnabled, type BackupSettings } from '../config.ts';

export interface BackupStatus {
  /** false: BACKUP_DIR or BACKUP_RECIPIENTS is not set, nothing is backed up. */
  configured: boolean;
  /** How often the schedule takes a backup; a last good backup older than this (plus slack) is late. */
  intervalMs: number;
  /** The newest backup that was written, checked and renamed into place. */
  lastGood: { name: string; at: number; bytes: number } | null;
  /** The last attempt, good or not; `error` says why it failed. */
  lastAttempt: { at: number; ok: boolean; error: string | null } | null;
  offsite: {
    configured: boolean;
    /** none: not configured or nothing shipped yet; ok: the last attempt verified; failing: it did not. */
    state: 'none' | 'ok' | 'failing';
    /** The newest backup verified at every off-site target. */
    lastCopied: { name: string; at: number } | null;
    /** Failed attempts since the last verified copy (each attempt already retried with backoff). */
    failures: number;
    lastError: string | null;
    lastAttemptAt: number | null;
  };
}

type Stored = Pick<BackupStatus, 'lastGood' | 'lastAttempt'> & {
  offsite: Pick<BackupStatus['offsite'], 'lastCopied' | 'failures' | 'lastError' | 'lastAttemptAt'> & {
    ok: boolean | null;
  };
};

const EMPTY: Stored = {
  lastGood: null,
  lastAttempt: null,
  offsite: { ok: null, lastCopied: null, failures: 0, lastError: null, lastAttemptAt: null },
};

export const statusFile = (dir: string) => join(dir, 'status.json');

function readStored(dir: string): Stored {
  try {
    const s = JSON.parse(readFileSync(statusFile(dir), 'utf8')) as Partial<Stored>;
    return { ...EMPTY, ...s, offsite: { ...EMPTY.offsite, ...s.offsite } };
  } catch {
    return EMPTY;
  }
}

export function backupStatus(config: { backup: BackupSettings }): BackupStatus {
  const s = config.backup;
  const offsiteConfigured = s.offsite.dir !== null || s.offsite.s3 !== null;
  const stored = s.dir ? readStored(s.dir) : EMPTY;
  const { ok, ...offsite } = stored.offsite;
  return {
    configured: backupsEnabled(s),
    intervalMs: s.everyMs,
    lastGood: stored.lastGood,
    lastAttempt: stored.lastAttempt,
    offsite: {
      ...offsite,
      configured: offsiteConfigured,
      state: !offsiteConfigured || ok === null ? 'none' : ok ? 'ok' : 'failing',
    },
  };
}

/** Changes the stored state in one atomic write (a reader sees the old file or the new one, never half). */
export function recordStatus(dir: string, change: (s: Stored) => Stored): void {
  const next = change(readStored(dir));
  const tmp = `${statusFile(dir)}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(next), { mode: 0o600 });
  renameSync(tmp, statusFile(dir));
}
