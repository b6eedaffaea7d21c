/**
 * The server's backup schedule (README "Backups and restore"): every BACKUP_EVERY_MINUTES a backup in a
 * worker thread, then its off-site copy, one run at a time. The first run comes when the last good backup
 * is due, so a restart neither skips one nor takes an extra one.
 */
import type { Db } from '../../db/client.ts';
import { backupsEnabled, type Config } from '../config.ts';
import { log } from '../lib/logger.ts';
import { runWorker } from '../lib/worker-run.ts';
import type { BackupAnswer } from './backup-worker.ts';
import { shipOffsite } from './offsite.ts';
import { backupStatus } from './status.ts';
import type { TakeBackupOptions } from './take.ts';
import { offsiteTargets } from './targets.ts';

/** A backup of a mission-size database with its files takes minutes; hours means something is stuck. */
const LIMITS = { heapMb: 512, timeoutMs: 3 * 3600_000 };
const FIRST_DELAY_MS = 30_000;

export interface BackupSchedule {
  /** Takes a backup now (and ships it), unless one is running. */
  runNow(): Promise<void>;
  stop(): void;
}

export function startBackups(db: Db, config: Config): BackupSchedule | null {
  const s = config.backup;
  if (!backupsEnabled(s)) return null;
  const targets = offsiteTargets(s.offsite);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;

  const once = async () => {
    const input: TakeBackupOptions = {
      dataDir: config.dataDir,
      backupDir: s.dir,
      recipients: s.recipients,
      keep: s.keep,
      method: s.method,
    };
    const answer = await runWorker<BackupAnswer>(new URL('./backup-worker.ts', import.meta.url), input, LIMITS);
    if (!answer.ok) return log.error({ error: answer.error }, 'backup failed');
    log.info({ backup: answer.name, bytes: answer.bytes, snapshotMs: Math.round(answer.snapshotMs) }, 'backup taken');
    if (!targets.length || stopped) return;
    const shipped = await shipOffsite({
      backupDir: s.dir,
      name: answer.name,
      targets,
      db: db.$client,
      attempts: s.offsite.attempts,
      firstRetryMs: s.offsite.firstRetryMs,
    });
    log.info({ backup: answer.name, ...shipped }, 'backup copied off-site');
  };

  const runNow = () =>
    (running ??= once()
      .catch((e: unknown) => log.error({ err: e }, 'backup run failed'))
      .finally(() => (running = null)));

  const plan = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => void runNow().then(() => plan(s.everyMs)), delay);
    timer.unref();
  };
  const last = backupStatus(config).lastGood?.at ?? 0;
  plan(Math.max(FIRST_DELAY_MS, last + s.everyMs - Date.now()));

  return {
    runNow,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
