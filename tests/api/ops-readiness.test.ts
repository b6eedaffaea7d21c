/**
 * Liveness and readiness: /api/health answers while the process runs; /api/ready answers 503 with the
 * reason in words whenever the database, its migrations, the free disk or the backups are not right.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupStatus, recordStatus } from '../../api/backup/status.ts';
import { backupCheck } from '../../api/ops/readiness.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => {
  t = makeTestApp();
  t.config.ops.readyMinFreeBytes = 0;
});
afterEach(() => t.close());

interface Ready {
  data: { ready: boolean; checks: { name: string; ok: boolean; reason?: string }[]; reasons: string[] };
}
const ready = async () => {
  const res = await t.call('GET', '/api/ready');
  return { status: res.status, ...((await res.json()) as Ready).data };
};

const HOUR = 3_600_000;

/** Backups configured into a fresh directory, every hour; `lastGoodAgo`: the last good one that long ago. */
function backupsEvery(hours: number, lastGoodAgo?: number) {
  const dir = mkdtempSync(join(tmpdir(), 'qaryzsyz-backups-'));
  t.config.backup = { ...t.config.backup, dir, recipients: ['age1placeholderrecipient'], everyMs: hours * HOUR };
  if (lastGoodAgo !== undefined)
    recordStatus(dir, (s) => ({
      ...s,
      lastGood: { name: 'b.age', at: Date.now() - lastGoodAgo, bytes: 1234 },
      lastAttempt: { at: Date.now() - lastGoodAgo, ok: true, error: null },
    }));
}

describe('liveness and readiness', () => {
  it('is live and ready with every check passing on a healthy server', async () => {
    expect((await t.call('GET', '/api/health')).status).toBe(200);
    const r = await ready();
    expect(r.status).toBe(200);
    expect(r.ready).toBe(true);
    expect(r.checks.map((c) => c.name)).toEqual(['database', 'migrations', 'disk', 'backup']);
    expect(r.reasons).toEqual([]);
  });

  it('is not ready when the disk has less free space than READY_MIN_FREE_MB', async () => {
    t.config.ops.readyMinFreeBytes = Number.MAX_SAFE_INTEGER;
    const r = await ready();
    expect(r.status).toBe(503);
    expect(r.reasons).toEqual([expect.stringMatching(/^disk nearly full: \d+ MB free, below \d+ MB$/)]);
  });

  it('is not ready when a migration the code ships has not been applied', async () => {
    t.db.$client.exec(
      'DELETE FROM __drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM __drizzle_migrations)',
    );
    const r = await ready();
    expect(r.status).toBe(503);
    expect(r.reasons).toEqual(['migrations pending: the database is older than the code']);
  });

  it('is not ready, but still live, when the database does not answer', async () => {
    t.db.$client.close();
    expect((await t.call('GET', '/api/health')).status).toBe(200);
    const r = await ready();
    expect(r.status).toBe(503);
    expect(r.reasons).toContainEqual(expect.stringMatching(/^database does not answer/));
  });

  it('is ready while the last good backup is within its schedule, and not once it is late', async () => {
    backupsEvery(1, 10 * 60_000);
    expect((await ready()).ready).toBe(true);
    backupsEvery(1, 3 * HOUR);
    const r = await ready();
    expect(r.status).toBe(503);
    expect(r.reasons).toEqual(['backup late: last successful backup 3 h ago, scheduled every 1 h']);
  });

  it('says when a configured backup has never succeeded, and why the last attempt failed', async () => {
    backupsEvery(1);
    recordStatus(t.config.backup.dir!, (s) => ({
      ...s,
      lastAttempt: { at: Date.now(), ok: false, error: 'integrity check failed' },
    }));
    // A server up for longer than one schedule and a half: its first backup is due.
    const check = backupCheck(backupStatus(t.config), Date.now() - 2 * HOUR, Date.now());
    expect(check).toEqual({
      name: 'backup',
      ok: false,
      reason:
        'backup late: no successful backup yet, scheduled every 1 h (last attempt failed: integrity check failed)',
    });
  });
});
