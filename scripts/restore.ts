/**
 * `npm run restore -- <backup> [--data-dir DIR] [--identity FILE]`: restores one backup (its directory, beside
 * the `files/` pool it was written with) into an empty data directory (DATA_DIR unless --data-dir), with the
 * age identity of BACKUP_IDENTITY_FILE unless --identity. Nothing is put in place unless everything checks.
 * Exit codes: 0 restored; 1 an unexpected error; 2 usage, or not a backup; 3 the key does not open it;
 * 4 truncated or altered (a checksum, the encryption's authentication or integrity_check failed);
 * 5 made by a newer version than this code; 6 the data directory is not empty.
 */
import { parseArgs } from 'node:util';
import { readIdentities, RESTORE_EXIT_CODES, restoreBackup, RestoreRefused } from '../api/backup/restore.ts';
import { loadConfig } from '../api/config.ts';

const usage = 'usage: npm run restore -- <backup directory> [--data-dir DIR] [--identity FILE]';
let args;
try {
  args = parseArgs({
    allowPositionals: true,
    options: { 'data-dir': { type: 'string' }, identity: { type: 'string' } },
  });
} catch (e) {
  console.error(`${e instanceof Error ? e.message : String(e)}\n${usage}`);
  process.exit(2);
}
const config = loadConfig(
  args.values['data-dir'] ? { ...process.env, DATA_DIR: args.values['data-dir'] } : process.env,
);
const identityFile = args.values.identity ?? config.backup.identityFile;
const backup = args.positionals[0];
if (!backup || !identityFile) {
  console.error(`${usage}\n(the identity: --identity or BACKUP_IDENTITY_FILE)`);
  process.exit(2);
}

try {
  const identities = readIdentities(identityFile);
  if (!identities.length)
    throw new RestoreRefused('wrong_key', `${identityFile} holds no age identity (AGE-SECRET-KEY-1…)`);
  const { manifest, epoch } = await restoreBackup({ backup, dataDir: config.dataDir, identities });
  console.log(
    `Restored ${manifest.name} (taken ${new Date(manifest.createdAt).toISOString()}, app ${manifest.app.version}) ` +
      `into ${config.dataDir}: ${manifest.files.length} files, ${manifest.devices.length} devices, new epoch ${epoch}.`,
  );
} catch (e) {
  if (e instanceof RestoreRefused) {
    console.error(`Restore refused (${e.reason}): ${e.message}\nNothing was changed.`);
    process.exit(RESTORE_EXIT_CODES[e.reason]);
  }
  console.error(`Restore failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\nNothing was changed.`);
  process.exit(1);
}
