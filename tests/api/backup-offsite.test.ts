/**
 * The off-site copy (issue 32, point 2): to a directory and to an S3-compatible server (a real s3rver on
 * 127.0.0.1), read back and verified, restorable from there; a failed upload is retried and shown in the
 * status; once verified, each device's safe mark rises to what the backup holds.
 */
import S3rver from 's3rver';
import { eq } from 'drizzle-orm';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipOffsite } from '../../api/backup/offsite.ts';
import { restoreBackup } from '../../api/backup/restore.ts';
import { backupStatus } from '../../api/backup/status.ts';
import { takeBackup, type TakenBackup } from '../../api/backup/take.ts';
import { directoryTarget, s3Target } from '../../api/backup/targets.ts';
import { backupSettings } from '../../api/config.ts';
import { syncClients } from '../../db/schema.ts';
import { freePort } from '../support/server.ts';
import { ageKeys, dataWithRecords, tempDir } from '../support/backup.ts';
import { registrationForm } from '../support/registration-data.ts';

const KEEP = { hourly: 24, daily: 14 };
let data: Awaited<ReturnType<typeof dataWithRecords>>;
let keys: Awaited<ReturnType<typeof ageKeys>>;
let backupDir: string;
let taken: TakenBackup;
const cleanup: string[] = [];

beforeAll(async () => {
  // s3rver's own credentials, read by the S3 client's default chain as on a server.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  data = await dataWithRecords(3);
  keys = await ageKeys();
  backupDir = tempDir('backups');
  cleanup.push(backupDir);
  taken = await takeBackup({ dataDir: data.t.dir, backupDir, recipients: [keys.recipient], keep: KEEP });
});
afterAll(() => {
  delete process.env.AWS_ACCESS_KEY_ID;
  delete process.env.AWS_SECRET_ACCESS_KEY;
  data.t.close();
  for (const d of cleanup) rmSync(d, { recursive: true, force: true });
});

const safeMark = () =>
  data.t.db.select().from(syncClients).where(eq(syncClients.clientId, data.tablet.clientId)).get()!.safeMutationId;

/** The status as the server shows it, for this backup directory and these targets. */
const status = (env: Record<string, string>) =>
  backupStatus({ backup: backupSettings({ BACKUP_DIR: backupDir, BACKUP_RECIPIENTS: keys.recipient, ...env }) });

describe('off-site copy', () => {
  it('copies to a directory, verifies it, raises the safe marks, and restores from there', async () => {
    const remote = tempDir('offsite');
    cleanup.push(remote);
    // Pushed after the snapshot: not in the backup, so the mark stops before it.
    const late = await data.tablet.push('registration.submit', {
      client_record_id: crypto.randomUUID(),
      form: registrationForm(),
    });
    expect(late.status).toBe('applied');
    expect(safeMark()).toBe(0);
    const shipped = await shipOffsite({
      backupDir,
      name: taken.name,
      targets: [directoryTarget(remote)],
      db: data.t.db.$client,
      attempts: 1,
      firstRetryMs: 0,
    });
    expect(shipped.raised).toBe(1);
    expect(safeMark()).toBe(3);
    expect(status({ OFFSITE_DIR: remote }).offsite).toMatchObject({
      state: 'ok',
      failures: 0,
      lastCopied: { name: taken.name },
    });

    const target = join(tempDir('restore'), 'data');
    cleanup.push(join(target, '..'));
    const restored = await restoreBackup({
      backup: join(remote, taken.name),
      dataDir: target,
      identities: [keys.identity],
    });
    expect(restored.manifest.name).toBe(taken.name);
  });

  it('round-trips through an S3-compatible server', async () => {
    const port = await freePort();
    const store = tempDir('s3rver');
    cleanup.push(store);
    const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory: store });
    await server.run();
    try {
      const endpoint = `http://127.0.0.1:${port}`;
      const s3 = new S3Client({ region: 'kz-1', endpoint, forcePathStyle: true });
      await s3.send(new CreateBucketCommand({ Bucket: 'backups' }));
      const target = s3Target({
        bucket: 'backups',
        prefix: 'qaryzsyz',
        endpoint,
        region: 'kz-1',
        forcePathStyle: true,
      });
      const first = await shipOffsite({
        backupDir,
        name: taken.name,
        targets: [target],
        db: data.t.db.$client,
        attempts: 1,
        firstRetryMs: 0,
      });
      expect(first.sent).toBeGreaterThan(3);
      // The pool's files are there already: a second copy sends only the backup's own files.
      const again = await shipOffsite({
        backupDir,
        name: taken.name,
        targets: [target],
        db: data.t.db.$client,
        attempts: 1,
        firstRetryMs: 0,
      });
      expect(again.sent).toBe(first.sent - taken.manifest.files.length);
      expect(await target.digest(`${taken.name}/SHA256SUMS`)).toMatchObject({ bytes: expect.any(Number) as number });
    } finally {
      await server.close();
    }
  });

  it('retries a failed upload and shows every failure in the status until a copy is verified', async () => {
    const port = await freePort();
    const env = {
      OFFSITE_S3_BUCKET: 'backups',
      OFFSITE_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      OFFSITE_S3_PATH_STYLE: '1',
    };
    const settings = backupSettings(env);
    const target = s3Target(settings.offsite.s3!);
    // Nothing listens on the port: every attempt fails.
    const failed = await shipOffsite({
      backupDir,
      name: taken.name,
      targets: [target],
      db: data.t.db.$client,
      attempts: 3,
      firstRetryMs: 1,
    }).then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(failed?.message).toMatch(/failed 3 times/);
    const shown = status(env).offsite;
    expect(shown).toMatchObject({ configured: true, state: 'failing', failures: 3 });
    expect(shown.lastError).toBeTruthy();

    const store = tempDir('s3rver');
    cleanup.push(store);
    const server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory: store,
      configureBuckets: [{ name: 'backups', configs: [] }],
    });
    await server.run();
    try {
      await shipOffsite({
        backupDir,
        name: taken.name,
        targets: [target],
        db: data.t.db.$client,
        attempts: 1,
        firstRetryMs: 0,
      });
      expect(status(env).offsite).toMatchObject({ state: 'ok', failures: 0, lastError: null });
    } finally {
      await server.close();
    }
  });
});
