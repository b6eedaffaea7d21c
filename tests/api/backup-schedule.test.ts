/**
 * The server's schedule (api/backup/schedule.ts): a backup taken in a worker thread, off the event loop that
 * answers pushes, then copied off-site and verified, with the state readiness and the dashboard read.
 */
import { rmSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { startBackups } from '../../api/backup/schedule.ts';
import { backupStatus } from '../../api/backup/status.ts';
import { listBackups } from '../../api/backup/take.ts';
import { backupSettings } from '../../api/config.ts';
import { ageKeys, dataWithRecords, tempDir } from '../support/backup.ts';

const cleanup: (() => void)[] = [];
afterAll(() => cleanup.forEach((f) => f()));

it('takes a backup in a worker thread and copies it off-site', async () => {
  const data = await dataWithRecords(1);
  const keys = await ageKeys();
  const backupDir = tempDir('backups');
  const offsite = tempDir('offsite');
  cleanup.push(
    data.t.close,
    () => rmSync(backupDir, { recursive: true, force: true }),
    () => rmSync(offsite, { recursive: true, force: true }),
  );
  const config = {
    ...data.t.config,
    backup: backupSettings({ BACKUP_DIR: backupDir, BACKUP_RECIPIENTS: keys.recipient, OFFSITE_DIR: offsite }),
  };
  const schedule = startBackups(data.t.db, config)!;
  await schedule.runNow();
  schedule.stop();
  const [name] = listBackups(backupDir);
  expect(listBackups(offsite)).toEqual([name]);
  expect(backupStatus(config)).toMatchObject({
    configured: true,
    lastGood: { name },
    lastAttempt: { ok: true },
    offsite: { state: 'ok', lastCopied: { name } },
  });
});
