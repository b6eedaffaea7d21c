/**
 * `npm run backup`: takes one backup now, as the server's schedule does, and copies it off-site when a target
 * is configured (README "Backups and restore"). It may run beside a running server: the snapshot reads the
 * database on its own connection. Exit codes: 0 backed up (and copied off-site, when configured);
 * 1 the backup failed (the previous good one is kept); 2 backups are not configured; 3 the backup is good
 * but its off-site copy failed.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { shipOffsite } from '../api/backup/offsite.ts';
import { takeBackup } from '../api/backup/take.ts';
import { offsiteTargets } from '../api/backup/targets.ts';
import { backupsEnabled, loadConfig } from '../api/config.ts';

const config = loadConfig();
const s = config.backup;
if (!backupsEnabled(s)) {
  console.error('Backups are not configured: set BACKUP_DIR and BACKUP_RECIPIENTS (README "Backups and restore").');
  process.exit(2);
}

let taken;
try {
  taken = await takeBackup({
    dataDir: config.dataDir,
    backupDir: s.dir,
    recipients: s.recipients,
    keep: s.keep,
    method: s.method,
  });
} catch (e) {
  console.error(`Backup failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
console.log(
  `Backup ${taken.path}: ${(taken.bytes / 1024 / 1024).toFixed(1)} MB, ${taken.manifest.files.length} files, ` +
    `${taken.manifest.devices.length} devices, snapshot in ${(taken.snapshotMs / 1000).toFixed(1)} s`,
);

const targets = offsiteTargets(s.offsite);
if (targets.length) {
  const db = new Database(join(config.dataDir, 'qaryzsyz.sqlite'), { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    const shipped = await shipOffsite({
      backupDir: s.dir,
      name: taken.name,
      targets,
      db,
      attempts: s.offsite.attempts,
      firstRetryMs: s.offsite.firstRetryMs,
    });
    console.log(`Copied off-site to ${shipped.targets.join(', ')} and verified (${shipped.sent} files sent).`);
  } catch (e) {
    console.error(`Off-site copy failed: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(3);
  } finally {
    db.close();
  }
} else
  console.log('No off-site target configured (OFFSITE_DIR, OFFSITE_S3_BUCKET): the backup is on this machine only.');
