/**
 * Backups and restore (issue 32, points 1 and 3): a backup restores into an empty data directory with every
 * record and byte-identical files, and every way a backup can be wrong is refused before anything is put in
 * place: wrong key, 1 KiB cut off, an altered byte, a non-empty target, a newer schema.
 */
import Database from 'better-sqlite3';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreBackup, RestoreRefused, type RestoreRefusal } from '../../api/backup/restore.ts';
import { takeBackup, type TakenBackup } from '../../api/backup/take.ts';
import { DATABASE_BLOB, SUMS_FILE } from '../../api/backup/manifest.ts';
import { ageKeys, backedUp, dataWithRecords, tempDir } from '../support/backup.ts';

const KEEP = { hourly: 24, daily: 14 };
let b: Awaited<ReturnType<typeof backedUp>>;
let data: Awaited<ReturnType<typeof backedUp>>['data'];
let keys: Awaited<ReturnType<typeof backedUp>>['keys'];
let backupDir: string;
let taken: TakenBackup;

beforeAll(async () => {
  b = await backedUp(5);
  ({ data, keys, backupDir, taken } = b);
});
afterAll(() => b.close());

/** A copy of the backup (its directory and the pool beside it) that a test may damage. */
function copyOfBackup(): string {
  const dir = tempDir('backup-copy');
  b.dirs.push(dir);
  for (const entry of ['files', taken.name])
    for (const f of readdirSync(join(backupDir, entry), { recursive: true, withFileTypes: true }))
      if (f.isFile()) {
        const rel = join(entry, f.parentPath.slice(join(backupDir, entry).length), f.name);
        const dest = join(dir, rel);
        mkdirSync(join(dest, '..'), { recursive: true });
        writeFileSync(dest, readFileSync(join(backupDir, rel)));
      }
  return join(dir, taken.name);
}

const restoreInto = (backup: string, dataDir: string, identity = keys.identity) =>
  restoreBackup({ backup, dataDir, identities: [identity] });

async function refusal(p: Promise<unknown>): Promise<RestoreRefusal> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(RestoreRefused);
  return (e as RestoreRefused).reason;
}

const emptyTarget = () => {
  const parent = tempDir('restore');
  b.dirs.push(parent);
  return join(parent, 'data');
};

describe('restore', () => {
  it('brings back every record, byte-identical files and the devices, under a new epoch', async () => {
    const target = emptyTarget();
    const restored = await restoreInto(taken.path, target);
    const db = new Database(join(target, 'qaryzsyz.sqlite'), { readonly: true });
    const count = (sql: string) => (db.prepare(sql).pluck().get() as number) ?? 0;
    expect(count('SELECT count(*) FROM applications')).toBe(5);
    expect(count(`SELECT last_mutation_id FROM sync_clients WHERE client_id = '${data.tablet.clientId}'`)).toBe(5);
    expect(db.prepare("SELECT value FROM server_state WHERE key = 'epoch'").pluck().get()).toBe(restored.epoch);
    db.close();
    expect(readFileSync(join(target, 'uploads', data.photo.id)).equals(data.photo.bytes)).toBe(true);
    expect(restored.manifest.devices).toContainEqual([data.tablet.clientId, 5]);
  });

  it('refuses a wrong key and leaves the target as it was', async () => {
    const target = emptyTarget();
    const other = await ageKeys();
    expect(await refusal(restoreInto(taken.path, target, other.identity))).toBe('wrong_key');
    expect(existsSync(target)).toBe(false);
    expect(readdirSync(join(target, '..'))).toEqual([]);
  });

  it('refuses a backup with 1 KiB cut off', async () => {
    const copy = copyOfBackup();
    const blob = join(copy, DATABASE_BLOB);
    truncateSync(blob, statSync(blob).size - 1024);
    const target = emptyTarget();
    expect(await refusal(restoreInto(copy, target))).toBe('damaged');
    expect(readdirSync(join(target, '..'))).toEqual([]);
  });

  it('refuses an altered byte, even when SHA256SUMS was rewritten to match it', async () => {
    const copy = copyOfBackup();
    const blob = join(copy, DATABASE_BLOB);
    const bytes = readFileSync(blob);
    bytes[Math.floor(bytes.length / 2)]! ^= 0x01;
    writeFileSync(blob, bytes);
    expect(await refusal(restoreInto(copy, emptyTarget()))).toBe('damaged');
    // Whoever can rewrite the sums still cannot forge age's authentication.
    const { createHash } = await import('node:crypto');
    const sums = readFileSync(join(copy, SUMS_FILE), 'utf8').replace(
      /^[0-9a-f]{64}(?= {2}\d+ {2}[^\n]*database\.sqlite\.age)/m,
      createHash('sha256').update(bytes).digest('hex'),
    );
    writeFileSync(join(copy, SUMS_FILE), sums);
    const target = emptyTarget();
    expect(await refusal(restoreInto(copy, target))).toBe('damaged');
    expect(readdirSync(join(target, '..'))).toEqual([]);
  });

  it('refuses a non-empty data directory and leaves what is there untouched', async () => {
    const target = emptyTarget();
    mkdirSync(target);
    writeFileSync(join(target, 'qaryzsyz.sqlite'), 'the current data');
    expect(await refusal(restoreInto(taken.path, target))).toBe('target_not_empty');
    expect(readdirSync(target)).toEqual(['qaryzsyz.sqlite']);
    expect(readFileSync(join(target, 'qaryzsyz.sqlite'), 'utf8')).toBe('the current data');
  });

  it('refuses a backup made by a newer schema than the code', async () => {
    const future = await dataWithRecords(1);
    const dir = tempDir('backups-future');
    b.dirs.push(dir);
    future.t.db.$client
      .prepare('INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)')
      .run('a-migration-this-code-does-not-have', Date.now() + 365 * 24 * 3600_000);
    const newer = await takeBackup({ dataDir: future.t.dir, backupDir: dir, recipients: [keys.recipient], keep: KEEP });
    future.t.close();
    expect(await refusal(restoreInto(newer.path, emptyTarget()))).toBe('newer_schema');
  });
});
