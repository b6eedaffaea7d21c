/** The backup state for the admin dashboard, from the small status file the backups keep (api/backup/status.ts). */
import { backupStatus } from '../backup/status.ts';
import type { Config } from '../config.ts';
import type { DashboardAnswer } from '../../contract/dashboard.ts';

/** As readiness judges it: a schedule and a half without a good backup is late. */
const SLACK = 1.5;

const iso = (ms: number | null | undefined) => (ms ? new Date(ms).toISOString() : null);

export function dashboardBackup(config: Config, now: number): DashboardAnswer['data']['backup'] {
  const s = backupStatus(config);
  const failed = s.lastAttempt && !s.lastAttempt.ok ? s.lastAttempt : null;
  return {
    configured: s.configured,
    every_minutes: Math.round(s.intervalMs / 60_000),
    last_good_at: iso(s.lastGood?.at),
    last_good_bytes: s.lastGood?.bytes ?? null,
    late: s.configured && (!s.lastGood || now - s.lastGood.at > s.intervalMs * SLACK),
    last_failure: failed ? { at: iso(failed.at)!, error: failed.error ?? '' } : null,
    offsite: {
      state: s.offsite.configured ? s.offsite.state : 'off',
      copied_at: iso(s.offsite.lastCopied?.at),
      failures: s.offsite.failures,
      last_error: s.offsite.lastError,
    },
  };
}
