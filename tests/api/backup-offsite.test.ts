/**
 * The off-site copy (issue 32, point 2): to a directory and to an S3-compatible server (a real s3rver on
 * 127.0.0.1), read back and verified, restorable from there; a failed upload is retried and shown in the
 * status; once verified, each device's safe mark rises to what the backup holds.
 */
import S3rver from 's3rver';
import { eq } from 'drizzle-orm';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipOffsite } from '../../api/backup/offsite.ts';
import { restoreBackup } from '../../api/backup/restore.ts';
import { backupStatus } from '../../api/backup/status.ts';
import type { TakenBackup } from '../../api/backup/take.ts';
import { directoryTarget, s3Target, type OffsiteTarget } from '../../api/backup/targets.ts';
import { backupSettings } from '../../api/config.ts';
import { syncClients } from '../../db/schema.ts';
import { freePort } from '../support/server.ts';
import { backedUp, tempDir } from '../support/backup.ts';
import { registrationForm } from '../support/registration-data.ts';

let b: Awaited<ReturnType<typeof backedUp>>;
let data: Awaited<ReturnType<typeof backedUp>>['data'];
let taken: TakenBackup;
let backupDir: string;

beforeAll(async () => {
  // s3rver's own credentials, read by the S3 client's default chain as on a server.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  b = await backedUp(3);
  ({ data, taken, backupDir } = b);
});
afterAll(() => {
  delete process.env.AWS_ACCESS_KEY_ID;
  delete process.env.AWS_SECRET_ACCESS_KEY;
  b.close();
});

/** Ships the backup to `targets`, trying `attempts` times. */
const ship = (targets: OffsiteTarget[], attempts = 1, firstRetryMs = 0) =>
  shipOffsite({ backupDir, name: taken.name, targets, db: data.t.db.$client, attempts, firstRetryMs });

const safeMark = () =>
  data.t.db.select().from(syncClients).where(eq(syncClients.clientId, data.tablet.clientId)).get()!.safeMutationId;

/** The status as the server shows it, for this backup directory and these targets. */
const status = (env: Record<string, string>) =>
  backupStatus({ backup: backupSettings({ BACKUP_DIR: backupDir, BACKUP_RECIPIENTS: b.keys.recipient, ...env }) });

describe('off-site copy', () => {
  it('copies to a directory, verifies it, raises the safe marks, and restores from there', async () => {
    const remote = tempDir('offsite');
    b.dirs.push(remote);
    // Pushed after the snapshot: not in the backup, so the mark stops before it.
    const late = await data.tablet.push('registration.submit', {
      client_record_id: crypto.randomUUID(),
      form: registrationForm(),
    });
    expect(late.status).toBe('applied');
    expect(safeMark()).toBe(0);
    const shipped = await ship([directoryTarget(remote)]);
    expect(shipped.raised).toBe(1);
    expect(safeMark()).toBe(3);
    expect(status({ OFFSITE_DIR: remote }).offsite).toMatchObject({
      state: 'ok',
      failures: 0,
      lastCopied: { name: taken.name },
    });

    const target = join(tempDir('restore'), 'data');
    b.dirs.push(join(target, '..'));
    const restored = await restoreBackup({
      backup: join(remote, taken.name),
      dataDir: target,
      identities: [b.keys.identity],
    });
    expect(restored.manifest.name).toBe(taken.name);
  });

  it('round-trips through an S3-compatible server', async () => {
    const port = await freePort();
    const store = tempDir('s3rver');
    b.dirs.push(store);
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
      const first = await ship([target]);
      expect(first.sent).toBeGreaterThan(3);
      // The pool's files are there already: a second copy sends only the backup's own files.
      const again = await ship([target]);
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
    const failed = await ship([target], 3, 1).then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(failed?.message).toMatch(/failed 3 times/);
    const shown = status(env).offsite;
    expect(shown).toMatchObject({ configured: true, state: 'failing', failures: 3 });
    expect(shown.lastError).toBeTruthy();

    const store = tempDir('s3rver');
    b.dirs.push(store);
    const server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory: store,
      configureBuckets: [{ name: 'backups', configs: [] }],
    });
    await server.run();
    try {
      await ship([target]);
      expect(status(env).offsite).toMatchObject({ state: 'ok', failures: 0, lastError: null });
    } finally {
      await server.close();
    }
  });
});
