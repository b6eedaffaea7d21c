/**
 * One server's own metrics, read when Prometheus scrapes: the work waiting in its queues (import rows,
 * video jobs, long reads), the size of its database and WAL, and its backups. They sit beside the
 * process's request and push figures (api/lib/metrics.ts).
 */
import { statSync } from 'node:fs';
import { Gauge, Registry } from 'prom-client';
import type { Db } from '../../db/client.ts';
import type { Config } from '../config.ts';
import type { ReadPoolStats } from '../lib/read-pool.ts';
import { backupStatus } from '../backup/status.ts';

const size = (file: string) => {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
};

export function serverMetrics(db: Db, config: Config, reads: () => ReadPoolStats): Registry {
  const registry = new Registry();
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name: `qaryzsyz_${name}`,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  const one = (sql: string) => () => (db.$client.prepare(sql).pluck().get() as number | null) ?? 0;

  gauge(
    'import_jobs_waiting',
    'Import jobs queued or running.',
    one("SELECT count(*) FROM import_jobs WHERE status IN ('queued', 'in_process')"),
  );
  gauge(
    'import_rows_waiting',
    'Rows of queued or running imports not yet done (as far as their files have been read).',
    one(
      `SELECT sum(max(total_rows - created_rows - updated_rows - duplicate_rows - error_rows, 0))
       FROM import_jobs WHERE status IN ('queued', 'in_process')`,
    ),
  );
  gauge(
    'video_jobs_waiting',
    'Uploaded videos whose background job is queued or running.',
    one("SELECT count(*) FROM media_transcodes WHERE status IN ('queued', 'running')"),
  );
  gauge('database_bytes', 'Size of the SQLite database file.', () => size(db.$client.name));
  gauge('database_wal_bytes', 'Size of the SQLite write-ahead log.', () => size(`${db.$client.name}-wal`));
  gauge('read_queue_waiting', 'Long reads waiting for a read worker.', () => reads().waiting);
  gauge('read_workers_busy', 'Read workers running a read.', () => reads().busy);

  const backup = () => backupStatus(config);
  gauge('backup_configured', '1 when scheduled backups are configured.', () => Number(backup().configured));
  gauge(
    'backup_last_success_timestamp_seconds',
    'When the last good (verified) backup was taken; 0: none.',
    () => (backup().lastGood?.at ?? 0) / 1000,
  );
  gauge('backup_last_size_bytes', 'Size of the last good backup.', () => backup().lastGood?.bytes ?? 0);
  gauge('backup_last_outcome', 'Outcome of the last backup attempt: 1 good, 0 failed, -1 none yet.', () => {
    const last = backup().lastAttempt;
    return last ? Number(last.ok) : -1;
  });
  gauge(
    'backup_offsite_failures',
    'Failed off-site copy attempts since the last verified copy.',
    () => backup().offsite.failures,
  );
  return registry;
}
