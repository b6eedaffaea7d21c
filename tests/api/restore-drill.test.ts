/**
 * The restore drill (issue 32, point 5). Two tablets push records with photos. A backup is taken and shipped
 * off-site (a directory). The tablets push more, and the server acknowledges them. Then the data directory is
 * destroyed, the off-site backup is restored into a new empty one, and a new app is opened on it. The tablets
 * come back online: the server holds every record once, with byte-identical photos.
 *
 * The tablets are the device's own sync code: its Dexie store (fake-indexeddb), outbox, push and pull, talking to
 * the app. One piece is done here: sending a kept photo's bytes over tus. tus-js-client's Node build cannot
 * read the Blob the browser build reads, so the upload is made here in the same steps (create, then PATCH
 * the bytes), for the files the device's own `filesToSend` picks. The refusals (wrong key, a cut backup, a
 * non-empty directory) are proven in backup-restore.test.ts.
 */
import 'fake-indexeddb/auto';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { DATABASE_FILE } from '../../api/backup/data-files.ts';
import { shipOffsite } from '../../api/backup/offsite.ts';
import { restoreBackup } from '../../api/backup/restore.ts';
import { takeBackup } from '../../api/backup/take.ts';
import { directoryTarget } from '../../api/backup/targets.ts';
import { backupSettings, loadConfig } from '../../api/config.ts';
import type { MutationName } from '../../contract/mutations.ts';
import { openDatabase, type Db } from '../../db/client.ts';
import { LocalDb } from '../../src/sync/db.ts';
import { addFile } from '../../src/sync/files.ts';
import { submit } from '../../src/sync/outbox.ts';
import { pullChanges } from '../../src/sync/pull.ts';
import { pushPending } from '../../src/sync/push.ts';
import type { SyncDeps } from '../../src/sync/transport.ts';
import { filesToSend } from '../../src/sync/uploads.ts';
import { ageKeys, tempDir } from '../support/backup.ts';
import { makeTestApp } from '../support/test-app.ts';
import { sha256 as sha, tusUpload } from '../support/tus-upload.ts';
import { createTestTables, testMutations } from '../support/test-mutations.ts';

const N = 4; // records per tablet in the backup
const M = 3; // records per tablet acknowledged after it
const KEEP = { hourly: 24, daily: 14 };

let keys: Awaited<ReturnType<typeof ageKeys>>;
const dirs = { backups: '', offsite: '', restored: '' };
let settings: ReturnType<typeof backupSettings>;
/** The server the tablets reach: the first one, then the one opened on the restored directory. */
let server: { app: ReturnType<typeof createApp>; db: Db };
let first: ReturnType<typeof makeTestApp>;

interface Tablet {
  db: LocalDb;
  token: string;
  deps: SyncDeps;
  /** Every photo this tablet took, by file id: what the server must hold byte for byte. */
  photos: Map<string, Buffer>;
  records: string[];
}
const tablets: Tablet[] = [];

beforeAll(async () => {
  keys = await ageKeys();
  dirs.backups = tempDir('drill-backups');
  dirs.offsite = tempDir('drill-offsite');
  dirs.restored = join(tempDir('drill-restored'), 'data');
  settings = backupSettings({
    BACKUP_DIR: dirs.backups,
    BACKUP_RECIPIENTS: keys.recipient,
    OFFSITE_DIR: dirs.offsite,
  });
  first = makeTestApp({ backup: settings }, testMutations);
  createTestTables(first.db);
  server = first;
  for (let i = 0; i < 2; i++) {
    const { token } = await first.userWithRole('operator');
    const deps: SyncDeps = {
      fetch: (url, init) => Promise.resolve(server.app.request(String(url), init)),
      getToken: () => token,
      getLocale: () => 'ru',
      now: () => Date.now(),
      random: () => 0.5,
    };
    tablets.push({ db: new LocalDb(`drill-${crypto.randomUUID()}`), token, deps, photos: new Map(), records: [] });
  }
});
afterAll(() => {
  server.db.$client.close();
  for (const d of [dirs.backups, dirs.offsite, join(dirs.restored, '..')]) rmSync(d, { recursive: true, force: true });
});

const jpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(3000)]);

/** A person fills a record with a photo on the tablet and submits it, as a form does. */
async function capture(tablet: Tablet) {
  const recordId = crypto.randomUUID();
  const bytes = jpeg();
  const file = await addFile(tablet.db, {
    draftId: recordId,
    field: 'photo',
    kind: 'photo',
    name: 'cow.jpg',
    mime: 'image/jpeg',
    bytes: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
  });
  await submit(tablet.db, {
    id: recordId,
    kind: 'test',
    data: { recordId },
    step: 1,
    name: 'test.with_file' as MutationName,
    args: { recordId, fileId: file.id } as never,
    fileIds: [file.id],
  });
  tablet.photos.set(file.id, bytes);
  tablet.records.push(recordId);
}

/** The photos the device would send now (its own choice), over tus as the browser's uploader sends them. */
async function uploadPhotos(tablet: Tablet) {
  for (const f of await filesToSend(tablet.db)) {
    const meta = { id: f.id, sha256: f.sha256, mime: f.mime, name: f.name, kind: f.kind };
    const { create, patch } = await tusUpload(server.app, tablet.token, new Uint8Array(f.bytes!), meta);
    // 409: the server holds this photo complete already (the restored backup had it).
    if (create.status !== 409) expect([create.status, patch?.status]).toEqual([201, 204]);
    await tablet.db.files.update(f.id, { status: 'uploaded', uploadedBytes: f.size });
  }
}

/**
 * Syncing as src/sync/engine.ts does: photos, records, pull; again when the pull found a restore, and again
 * (the engine's next flush a second later) when records wait for photos put back in the queue.
 */
async function flush(tablet: Tablet) {
  for (let round = 0; round < 4; round++) {
    await uploadPhotos(tablet);
    const push = await pushPending(tablet.db, tablet.deps, () => 0);
    if (push.outcome === 'waiting-for-files') continue;
    expect(push.outcome).toBe('idle');
    if ((await pullChanges(tablet.db, tablet.deps)) !== 'again') return;
  }
  throw new Error('the tablet did not settle');
}

const kept = async (tablet: Tablet) => ({
  sent: await tablet.db.outbox.where('status').equals('sent').count(),
  bytes: (await tablet.db.files.toArray()).filter((f) => f.bytes).length,
});
const count = (sql: string) => (server.db.$client.prepare(sql).get() as { n: number }).n;

describe('restore drill', () => {
  it('after the data directory is lost and the off-site backup restored, the server holds every acknowledged record once, photos byte-identical', async () => {
    // N records each, acknowledged; kept on the tablets until a backup holds them.
    for (const tablet of tablets) {
      for (let i = 0; i < N; i++) await capture(tablet);
      await flush(tablet);
      expect(await kept(tablet)).toEqual({ sent: N, bytes: N });
    }

    const taken = await takeBackup({
      dataDir: first.dir,
      backupDir: dirs.backups,
      recipients: [keys.recipient],
      keep: KEEP,
    });
    const shipped = await shipOffsite({
      backupDir: dirs.backups,
      name: taken.name,
      targets: [directoryTarget(dirs.offsite)],
      db: first.db.$client,
      attempts: 1,
      firstRetryMs: 0,
    });
    expect(shipped.raised).toBe(2);

    // The next contact tells each tablet its N records are safe off-site: they and their photos go. Then M
    // more each, acknowledged but in no backup.
    for (const tablet of tablets) {
      await flush(tablet);
      expect(await kept(tablet)).toEqual({ sent: 0, bytes: 0 });
      for (let i = 0; i < M; i++) await capture(tablet);
      await flush(tablet);
      expect(await kept(tablet)).toEqual({ sent: M, bytes: M });
    }
    expect(count('SELECT count(*) n FROM test_notes')).toBe(2 * (N + M));

    // The disk is lost.
    first.close();

    const restored = await restoreBackup({
      backup: join(dirs.offsite, taken.name),
      dataDir: dirs.restored,
      identities: [keys.identity],
    });
    const db = openDatabase(join(dirs.restored, DATABASE_FILE));
    const config = { ...loadConfig({ DATA_DIR: dirs.restored }), readWorkers: 0, backup: settings };
    server = { db, app: createApp({ db, config, extraMutations: testMutations }) };
    expect(count('SELECT count(*) n FROM test_notes')).toBe(2 * N);
    expect(count(`SELECT count(*) n FROM server_state WHERE key = 'epoch'`)).toBe(1);
    expect(restored.epoch).not.toBe('initial');

    // Back online: the first tablet has a new record to send (its push meets the restored server's gap),
    // the second has nothing new (its pull finds the new epoch).
    await capture(tablets[0]!);
    for (const tablet of tablets) await flush(tablet);

    const total = 2 * (N + M) + 1;
    expect(count('SELECT count(*) n FROM test_notes')).toBe(total);
    expect(count('SELECT count(DISTINCT record_id) n FROM test_notes')).toBe(total);
    for (const tablet of tablets) {
      const ids = tablet.records.map((r) => `'${r}'`).join(',');
      expect(count(`SELECT count(*) n FROM test_notes WHERE record_id IN (${ids})`)).toBe(tablet.records.length);
      expect(
        (await tablet.db.drafts.toArray()).every((d) => d.status === 'sent'),
        'every record on the tablet reads as sent',
      ).toBe(true);
      for (const [id, bytes] of tablet.photos) {
        const row = server.db.$client.prepare('SELECT status, sha256 FROM files WHERE id = ?').get(id);
        expect(row).toEqual({ status: 'complete', sha256: sha(bytes) });
        expect(sha(readFileSync(join(dirs.restored, 'uploads', id)))).toBe(sha(bytes));
      }
    }

    // Another flush sends nothing again: still every record once.
    for (const tablet of tablets) await flush(tablet);
    expect(count('SELECT count(*) n FROM test_notes')).toBe(total);
  });
});
