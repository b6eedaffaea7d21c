/**
 * Issue 32.4, the server's side: every push and pull answer tells the device up to where its records are
 * safe off-site and which epoch the server is in, and after a restore the device's resend from the restored
 * last id is taken as new, exactly once (ADR 136).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupSettings } from '../../api/config.ts';
import { makeTestApp } from '../support/test-app.ts';
import { createTestTables, testMutations } from '../support/test-mutations.ts';

const scratch = mkdtempSync(join(tmpdir(), 'qaryzsyz-marks-'));
/** A server that ships verified backups off-site (the recipient is never used here: no backup runs). */
const backedUp = makeTestApp(
  {
    backup: backupSettings({
      BACKUP_DIR: join(scratch, 'backups'),
      BACKUP_RECIPIENTS: 'age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p',
      OFFSITE_DIR: join(scratch, 'offsite'),
    }),
  },
  testMutations,
);
/** A server with no backups configured at all. */
const plain = makeTestApp({}, testMutations);
for (const t of [backedUp, plain]) createTestTables(t.db);
afterAll(() => (backedUp.close(), plain.close()));

let tokens = { backedUp: '', plain: '', other: '' };
beforeAll(async () => {
  tokens = {
    backedUp: (await backedUp.userWithRole('operator')).token,
    plain: (await plain.userWithRole('operator')).token,
    other: (await backedUp.userWithRole('operator')).token,
  };
});

const SECRET = 'cd'.repeat(32);
const note = (id: number, recordId = randomUUID()) => ({
  id,
  name: 'test.note',
  args: { recordId, text: `note ${id}` },
  createdAt: Date.now(),
});
const push = (t: typeof plain, token: string, clientId: string, mutations: ReturnType<typeof note>[]) =>
  t.call('POST', '/api/sync/push', { token, body: { clientId, clientSecret: SECRET, schemaVersion: 1, mutations } });
const run = (t: typeof plain, sql: string, ...params: unknown[]) => t.db.$client.prepare(sql).run(...params);
const notes = (t: typeof plain, ids: string[]) =>
  (
    t.db.$client
      .prepare(`SELECT count(*) n FROM test_notes WHERE record_id IN (${ids.map(() => '?').join(',')})`)
      .get(...ids) as { n: number }
  ).n;

describe('safe marks in push and pull answers', () => {
  it('a server without off-site backups says so, and its mark is the acknowledgement: devices keep nothing', async () => {
    const clientId = randomUUID();
    const res = await push(plain, tokens.plain, clientId, [note(1), note(2)]);
    expect((await res.json()).data).toMatchObject({
      lastMutationId: 2,
      safeMutationId: 2,
      epoch: 'initial',
      backups: false,
    });
  });

  it('a server with off-site backups answers the mark a verified backup raised, never past the last id', async () => {
    const clientId = randomUUID();
    await push(backedUp, tokens.backedUp, clientId, [note(1), note(2), note(3)]);
    // What shipOffsite does once a backup holding ids 1–2 of this device is verified off-site.
    run(backedUp, 'UPDATE sync_clients SET safe_mutation_id = 2 WHERE client_id = ?', clientId);
    const res = await push(backedUp, tokens.backedUp, clientId, [note(4)]);
    expect((await res.json()).data).toMatchObject({ lastMutationId: 4, safeMutationId: 2, backups: true });

    const pulled = await backedUp.call('GET', `/api/sync/pull?cursor=0&clientId=${clientId}`, {
      token: tokens.backedUp,
    });
    expect((await pulled.json()).data.marks).toEqual({
      lastMutationId: 4,
      safeMutationId: 2,
      epoch: 'initial',
      backups: true,
    });
  });

  it('a push with nothing in it only reads the marks: an unknown device stays unknown', async () => {
    const clientId = randomUUID();
    const res = await push(backedUp, tokens.backedUp, clientId, []);
    expect((await res.json()).data).toEqual({
      lastMutationId: 0,
      safeMutationId: 0,
      epoch: 'initial',
      backups: true,
      results: [],
    });
    const known = backedUp.db.$client.prepare('SELECT count(*) n FROM sync_clients WHERE client_id = ?').get(clientId);
    expect(known).toEqual({ n: 0 });
  });

  it('a gap answer carries the marks too; another account reads no marks of this device', async () => {
    const clientId = randomUUID();
    await push(backedUp, tokens.backedUp, clientId, [note(1)]);
    const gap = await push(backedUp, tokens.backedUp, clientId, [note(5)]);
    expect(gap.status).toBe(409);
    expect(await gap.json()).toMatchObject({
      code: 'mutation_gap',
      lastMutationId: 1,
      safeMutationId: 0,
      epoch: 'initial',
      backups: true,
    });
    const foreign = await backedUp.call('GET', `/api/sync/pull?cursor=0&clientId=${clientId}`, {
      token: tokens.other,
    });
    expect((await foreign.json()).data.marks).toBeNull();
  });
});

describe('after a restore (a new epoch, the last id gone back)', () => {
  it('answers the new epoch and the restored last id, and takes the resend from there exactly once', async () => {
    const clientId = randomUUID();
    const sent = [1, 2, 3, 4, 5].map((id) => note(id));
    await push(backedUp, tokens.backedUp, clientId, sent);
    // As a restore of a backup holding ids 1–3 leaves the server: those records, that last id, a new epoch.
    const lost = sent.slice(3).map((m) => m.args.recordId);
    run(backedUp, `DELETE FROM test_notes WHERE record_id IN (?, ?)`, ...lost);
    run(backedUp, 'DELETE FROM sync_results WHERE client_id = ? AND mutation_id > 3', clientId);
    run(backedUp, 'UPDATE sync_clients SET last_mutation_id = 3, safe_mutation_id = 3 WHERE client_id = ?', clientId);
    run(backedUp, `INSERT INTO server_state (key, value) VALUES ('epoch', 'after-restore')`);

    const fresh = note(6);
    const ahead = await push(backedUp, tokens.backedUp, clientId, [fresh]);
    expect(ahead.status).toBe(409);
    expect(await ahead.json()).toMatchObject({ lastMutationId: 3, safeMutationId: 3, epoch: 'after-restore' });

    // The device sends again, under their own ids, what the restored server lost, then what is new.
    const resend = [...sent.slice(3), fresh];
    const first = (await (await push(backedUp, tokens.backedUp, clientId, resend)).json()).data;
    expect(first.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied', 'applied']);
    expect(first).toMatchObject({ lastMutationId: 6, epoch: 'after-restore' });
    const again = (await (await push(backedUp, tokens.backedUp, clientId, resend)).json()).data;
    expect(again.results.map((r: { status: string }) => r.status)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    expect(
      notes(
        backedUp,
        sent.concat(fresh).map((m) => m.args.recordId),
      ),
    ).toBe(6);
  });
});
