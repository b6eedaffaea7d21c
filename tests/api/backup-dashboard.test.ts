/**
 * The admin dashboard shows the backups (issue 32, point 6's last line): none configured says so; otherwise
 * the last good backup, its size, and the off-site copy's failures with the server's reason.
 */
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { shipOffsite } from '../../api/backup/offsite.ts';
import { takeBackup } from '../../api/backup/take.ts';
import { directoryTarget } from '../../api/backup/targets.ts';
import { backupSettings } from '../../api/config.ts';
import { dashboardAnswer } from '../../contract/dashboard.ts';
import { ageKeys, tempDir } from '../support/backup.ts';
import { makeTestApp } from '../support/test-app.ts';

const cleanup: (() => void)[] = [];
afterAll(() => cleanup.forEach((f) => f()));

async function dashboard(t: ReturnType<typeof makeTestApp>) {
  const admin = await t.userWithRole('admin');
  const res = await t.call('GET', '/api/admin/dashboard', { token: admin.token });
  expect(res.status).toBe(200);
  return dashboardAnswer.parse(await res.json()).data.backup;
}

describe('the dashboard’s backups', () => {
  it('says when backups are not configured', async () => {
    const t = makeTestApp();
    cleanup.push(t.close);
    expect(await dashboard(t)).toMatchObject({ configured: false, last_good_at: null, offsite: { state: 'off' } });
  });

  it('shows the last good backup and an off-site copy that keeps failing', async () => {
    const keys = await ageKeys();
    const backupDir = tempDir('backups');
    cleanup.push(() => rmSync(backupDir, { recursive: true, force: true }));
    // A file where the off-site directory should be: every copy fails.
    const env = { BACKUP_DIR: backupDir, BACKUP_RECIPIENTS: keys.recipient, OFFSITE_DIR: '/dev/null/offsite' };
    const t = makeTestApp({ backup: backupSettings(env) });
    cleanup.push(t.close);
    const taken = await takeBackup({
      dataDir: t.dir,
      backupDir,
      recipients: [keys.recipient],
      keep: { hourly: 1, daily: 1 },
    });
    await shipOffsite({
      backupDir,
      name: taken.name,
      targets: [directoryTarget('/dev/null/offsite')],
      db: t.db.$client,
      attempts: 2,
      firstRetryMs: 1,
    }).catch(() => undefined);
    const shown = await dashboard(t);
    expect(shown).toMatchObject({
      configured: true,
      every_minutes: 60,
      last_good_at: new Date(taken.manifest.createdAt).toISOString(),
      last_good_bytes: taken.bytes,
      late: false,
      last_failure: null,
      offsite: { state: 'failing', failures: 2, copied_at: null },
    });
    expect(shown.offsite.last_error).toMatch(/ENOTDIR/);
  });
});
