/**
 * Taking backups (issue 32, point 1): not readable by others, files copied incrementally, a manifest that
 * says what the snapshot holds, and retention that never costs the previous good backup when the next fails.
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_BLOB } from '../../api/backup/manifest.ts';
import { backupsToKeep, backupName } from '../../api/backup/retention.ts';
import { backupStatus } from '../../api/backup/status.ts';
import { listBackups, takeBackup } from '../../api/backup/take.ts';
import { backupSettings } from '../../api/config.ts';
import { ageKeys, dataWithRecords, tempDir } from '../support/backup.ts';

const HOUR = 3600_000;
let data: Awaited<ReturnType<typeof dataWithRecords>>;
let keys: Awaited<ReturnType<typeof ageKeys>>;
const cleanup: string[] = [];

beforeAll(async () => {
  data = await dataWithRecords(2);
  keys = await ageKeys();
});
afterAll(() => {
  data.t.close();
  for (const d of cleanup) rmSync(d, { recursive: true, force: true });
});

function backupDirectory() {
  const dir = tempDir('backups');
  cleanup.push(dir);
  return dir;
}

describe('taking a backup', () => {
  it('writes files only its owner can read (0600) in directories only its owner can enter (0700)', async () => {
    const dir = backupDirectory();
    await takeBackup({
      dataDir: data.t.dir,
      backupDir: dir,
      recipients: [keys.recipient],
      keep: { hourly: 24, daily: 14 },
    });
    const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
    expect(entries.length).toBeGreaterThan(5);
    for (const e of entries) {
      const mode = statSync(join(e.parentPath, e.name)).mode & 0o777;
      expect([e.name, mode.toString(8)]).toEqual([e.name, e.isDirectory() ? '700' : '600']);
    }
  });

  it('records what the snapshot holds and copies an unchanged file only once', async () => {
    const dir = backupDirectory();
    const args = { dataDir: data.t.dir, backupDir: dir, recipients: [keys.recipient], keep: { hourly: 24, daily: 14 } };
    let clock = Date.parse('2026-12-04T10:00:00Z');
    const first = await takeBackup({ ...args, now: () => clock });
    clock += HOUR;
    const second = await takeBackup({ ...args, now: () => clock });
    expect(first.manifest.devices).toContainEqual([data.tablet.clientId, 2]);
    expect(first.manifest.files.map((f) => f.path)).toContain(`uploads/${data.photo.id}`);
    expect(first.manifest.database.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(second.manifest.files).toEqual(first.manifest.files);
    // One pool file for the photo, shared by both backups.
    expect(readdirSync(join(dir, 'files'))).toHaveLength(first.manifest.files.length);
    expect(listBackups(dir)).toEqual([first.name, second.name]);
  });

  it('gzips the database inside the encryption: the blob is smaller than the database it holds', async () => {
    const dir = backupDirectory();
    const taken = await takeBackup({
      dataDir: data.t.dir,
      backupDir: dir,
      recipients: [keys.recipient],
      keep: { hourly: 24, daily: 14 },
    });
    expect(taken.manifest.database.encoding).toBe('gzip');
    const blob = statSync(join(dir, taken.name, DATABASE_BLOB)).size;
    expect(blob).toBeLessThan(taken.manifest.database.bytes / 2);
  });

  it('keeps the previous good backup when the next one fails, and says why in the status', async () => {
    const dir = backupDirectory();
    const args = { dataDir: data.t.dir, backupDir: dir, keep: { hourly: 0, daily: 0 } };
    let clock = Date.parse('2026-12-04T10:00:00Z');
    const good = await takeBackup({ ...args, recipients: [keys.recipient], now: () => clock });
    clock += HOUR;
    // A recipient that is not a key: the snapshot is taken, encryption fails, nothing is put in place.
    const failed = await takeBackup({ ...args, recipients: ['age1notakey'], now: () => clock }).catch(
      (e: unknown) => e,
    );
    expect(failed).toBeInstanceOf(Error);
    expect(listBackups(dir)).toEqual([good.name]);
    expect(readdirSync(dir).filter((n) => n.startsWith('.partial'))).toEqual([]);
    const status = backupStatus({ backup: backupSettings({ BACKUP_DIR: dir, BACKUP_RECIPIENTS: keys.recipient }) });
    expect(status.lastGood).toMatchObject({ name: good.name, at: Date.parse('2026-12-04T10:00:00Z') });
    expect(status.lastAttempt).toMatchObject({ ok: false, at: clock });
    expect(status.lastAttempt?.error).toBeTruthy();
    // With nothing kept by the hour or the day, a new good backup replaces the old one only once it is in place.
    clock += HOUR;
    const next = await takeBackup({ ...args, recipients: [keys.recipient], now: () => clock });
    expect(listBackups(dir)).toEqual([next.name]);
  });

  it('keeps the newest of each of the last hours and days', () => {
    const now = Date.parse('2026-12-20T12:30:00Z');
    const names = Array.from({ length: 24 * 20 }, (_, i) => backupName(now - i * HOUR - 60_000));
    const kept = backupsToKeep(names, now, { hourly: 24, daily: 14 });
    // 24 hourly, then one a day for the days older than those hours (up to 14 days back).
    expect(kept.size).toBe(24 + 13);
    expect(kept.has(names[0]!)).toBe(true);
    expect(kept.has(names[24 * 19]!)).toBe(false);
  });
});
