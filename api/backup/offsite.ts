/**
 * Ships a backup to every off-site target and verifies it there: each encrypted file is written, then read
 * back from the target and compared with SHA256SUMS; pool files already there with their size are not sent
 * again (they never change). SHA256SUMS goes last, so a target holds a backup's sums only once it holds the
 * whole backup. A failed attempt is retried with backoff and counted in the status, never skipped; once every
 * target is verified, the devices' safe marks rise to what the backup holds.
 */
import type Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSums, POOL_DIR, SUMS_FILE } from './manifest.ts';
import { applySafeMarks } from './safe-marks.ts';
import { recordStatus } from './status.ts';
import type { OffsiteTarget } from './targets.ts';
import { DEVICES_FILE } from './take.ts';

export interface ShipOptions {
  backupDir: string;
  /** The backup's name (its directory in backupDir). */
  name: string;
  targets: OffsiteTarget[];
  /** The writer's connection: safe marks are raised there once the copy is verified. */
  db: Database.Database;
  attempts: number;
  firstRetryMs: number;
}

export interface Shipped {
  targets: string[];
  /** Files sent (the rest were already there). */
  sent: number;
  /** Devices whose safe mark rose. */
  raised: number;
}

export class OffsiteFailed extends Error {}

async function shipTo(target: OffsiteTarget, backupDir: string, name: string): Promise<number> {
  const sumsPath = `${name}/${SUMS_FILE}`;
  const lines = parseSums(readFileSync(join(backupDir, sumsPath), 'utf8'));
  let sent = 0;
  for (const l of lines) {
    if (l.path.startsWith(`${POOL_DIR}/`) && (await target.size(l.path)) === l.bytes) continue;
    await target.put(l.path, join(backupDir, l.path));
    const back = await target.digest(l.path);
    if (back.sha256 !== l.sha256 || back.bytes !== l.bytes)
      throw new OffsiteFailed(`${target.label}: ${l.path} reads back differently from what was sent`);
    sent++;
  }
  await target.put(sumsPath, join(backupDir, sumsPath));
  const sums = readFileSync(join(backupDir, sumsPath));
  const back = await target.digest(sumsPath);
  if (back.bytes !== sums.length) throw new OffsiteFailed(`${target.label}: ${sumsPath} reads back differently`);
  return sent + 1;
}

export async function shipOffsite(opts: ShipOptions): Promise<Shipped> {
  if (!opts.targets.length) throw new OffsiteFailed('no off-site target is configured');
  let sent = 0;
  for (let attempt = 1; ; attempt++) {
    const at = Date.now();
    try {
      for (const t of opts.targets) sent += await shipTo(t, opts.backupDir, opts.name);
      break;
    } catch (e) {
      const error = e instanceof Error ? e.message : String(e);
      recordStatus(opts.backupDir, (s) => ({
        ...s,
        offsite: { ...s.offsite, ok: false, failures: s.offsite.failures + 1, lastError: error, lastAttemptAt: at },
      }));
      if (attempt >= opts.attempts) throw new OffsiteFailed(`off-site copy failed ${attempt} times: ${error}`);
      await new Promise((r) => setTimeout(r, opts.firstRetryMs * 2 ** (attempt - 1)));
    }
  }
  recordStatus(opts.backupDir, (s) => ({
    ...s,
    offsite: {
      ok: true,
      lastCopied: { name: opts.name, at: Date.now() },
      failures: 0,
      lastError: null,
      lastAttemptAt: Date.now(),
    },
  }));
  const devices = JSON.parse(readFileSync(join(opts.backupDir, opts.name, DEVICES_FILE), 'utf8')) as [string, number][];
  const raised = await applySafeMarks(opts.db, devices);
  return { targets: opts.targets.map((t) => t.label), sent, raised };
}
