import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../support/test-app.ts';
import { createTestTables, testMutations } from '../support/test-mutations.ts';

const t = makeTestApp({}, testMutations);
createTestTables(t.db);
afterAll(() => t.close());

let token = '';
beforeAll(async () => {
  token = (await t.userWithRole('operator')).token;
});

const note = (id: number, text = `note ${id}`, recordId = randomUUID()) => ({
  id,
  name: 'test.note',
  args: { recordId, text },
  createdAt: Date.now(),
});
const SECRET = 'ab'.repeat(32);
/** Pushes as the device holding SECRET, unless the body names another secret. */
const push = (raw: object, opts: { gzip?: boolean; tok?: string } = {}) => {
  const body = { clientSecret: SECRET, ...raw };
  return t.app.request('/api/sync/push', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(opts.tok === '' ? {} : { Authorization: `Bearer ${opts.tok ?? token}` }),
      ...(opts.gzip ? { 'Content-Encoding': 'gzip' } : {}),
    },
    body: opts.gzip ? new Uint8Array(gzipSync(JSON.stringify(body))) : JSON.stringify(body),
  });
};
const count = (sql: string) => (t.db.$client.prepare(sql).get() as { n: number }).n;

describe('POST /api/sync/push', () => {
  it('applies a batch pushed 5 times exactly once; later pushes answer duplicate with the first result', async () => {
    const clientId = randomUUID();
    const batch = { clientId, schemaVersion: 1, mutations: [1, 2, 3].map((i) => note(i)) };
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await (await push(batch, { gzip: i % 2 === 1 })).json());
    expect(answers[0].data.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied', 'applied']);
    for (const a of answers.slice(1)) {
      expect(a.data.lastMutationId).toBe(3);
      expect(a.data.results.map((r: { status: string }) => r.status)).toEqual(['duplicate', 'duplicate', 'duplicate']);
      expect(a.data.results[0].entity).toEqual(answers[0].data.results[0].entity);
    }
    const ids = batch.mutations.map((m) => `'${m.args.recordId}'`).join(',');
    expect(count(`SELECT count(*) n FROM test_notes WHERE record_id IN (${ids})`)).toBe(3);
  });

  it('answers an id past last+1 with 409 and lastMutationId, changing nothing', async () => {
    const clientId = randomUUID();
    await push({ clientId, schemaVersion: 1, mutations: [note(1)] });
    const res = await push({ clientId, schemaVersion: 1, mutations: [note(3)] });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'mutation_gap', lastMutationId: 1 });
  });

  it('advances the counter past a rejected mutation and applies the ones after it', async () => {
    const clientId = randomUUID();
    const refused = note(2, 'reject');
    const res = await push({ clientId, schemaVersion: 1, mutations: [note(1), refused, note(3)] });
    const { data } = await res.json();
    expect(data.lastMutationId).toBe(3);
    expect(data.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'rejected', 'applied']);
    expect(data.results[1].errors).toEqual({ text: ['validation.invalid'] });
    const again = await (await push({ clientId, schemaVersion: 1, mutations: [refused] })).json();
    expect(again.data.results[0]).toMatchObject({ status: 'duplicate', errors: { text: ['validation.invalid'] } });
  });

  it('rejects an unknown mutation name and invalid args with per-field ids, without blocking the queue', async () => {
    const clientId = randomUUID();
    const { data } = await (
      await push({
        clientId,
        schemaVersion: 1,
        mutations: [
          { id: 1, name: 'nope.nothing', args: {}, createdAt: 0 },
          { id: 2, name: 'test.note', args: { recordId: 'x', text: '' }, createdAt: 0 },
          note(3),
        ],
      })
    ).json();
    expect(data.results.map((r: { status: string }) => r.status)).toEqual(['rejected', 'rejected', 'applied']);
    expect(data.results[1].errors).toEqual({ text: ['validation.required'] });
  });

  it('requires a signed-in user for non-public mutations and keeps nothing', async () => {
    const clientId = randomUUID();
    const res = await push({ clientId, schemaVersion: 1, mutations: [note(1)] }, { tok: '' });
    expect(res.status).toBe(401);
    expect(count(`SELECT count(*) n FROM sync_clients WHERE client_id = '${clientId}'`)).toBe(0);
  });

  it('rejects a mutation that references a file that is not uploaded', async () => {
    const { data } = await (
      await push({
        clientId: randomUUID(),
        schemaVersion: 1,
        mutations: [{ id: 1, name: 'test.with_file', args: { recordId: 'f', fileId: randomUUID() }, createdAt: 0 }],
      })
    ).json();
    expect(data.results[0]).toMatchObject({ status: 'rejected', errors: { photo: ['sync.file_incomplete'] } });
  });
});

describe('GET /api/sync/pull', () => {
  it('needs a session and pages from a cursor', async () => {
    expect((await t.call('GET', '/api/sync/pull?cursor=0')).status).toBe(401);
    const res = await t.call('GET', '/api/sync/pull?cursor=0', { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { cursor: 0, changes: [], hasMore: false, marks: null } });
  });
});

describe('a repeated mutation id (issue 14.2)', () => {
  it('answers duplicate for the same record, in any key order, and conflict for other content, storing nothing', async () => {
    const clientId = randomUUID();
    const first = note(1, 'Айгүл');
    await push({ clientId, schemaVersion: 1, mutations: [first] });
    const same = { ...first, args: { text: first.args.text, recordId: first.args.recordId } };
    const again = await (await push({ clientId, schemaVersion: 1, mutations: [same] })).json();
    expect(again.data.results[0]).toMatchObject({ id: 1, status: 'duplicate' });

    const other = note(1, 'Бауыржан');
    const res = await push({ clientId, schemaVersion: 1, mutations: [other, note(2)] });
    const { data } = await res.json();
    expect(data.results[0]).toEqual({ id: 1, status: 'conflict', errors: { _: ['sync.conflict'] } });
    expect(data.results[1].status).toBe('applied');
    expect(count(`SELECT count(*) n FROM test_notes WHERE record_id = '${other.args.recordId}'`)).toBe(0);
  });
});

describe('device secrets (issue 14.3)', () => {
  it('refuses a push under another device id without its secret, changing nothing', async () => {
    const clientId = randomUUID();
    await push({ clientId, schemaVersion: 1, mutations: [note(1)] });
    const before = t.db.$client.prepare('SELECT * FROM sync_clients WHERE client_id = ?').get(clientId);

    const thief = await t.userWithRole('applicant');
    const res = await push(
      { clientId, clientSecret: 'cd'.repeat(32), schemaVersion: 1, mutations: [note(1), note(2)] },
      { tok: thief.token },
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'device_refused', errors: { _: ['sync.device.refused'] } });
    expect(t.db.$client.prepare('SELECT * FROM sync_clients WHERE client_id = ?').get(clientId)).toEqual(before);
    expect(count(`SELECT count(*) n FROM sync_results WHERE client_id = '${clientId}'`)).toBe(1);

    const missing = await t.app.request('/api/sync/push', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ clientId, schemaVersion: 1, mutations: [note(2)] }),
    });
    expect(missing.status).toBe(422);
    expect((await missing.json()).errors.clientSecret).toBeDefined();

    const owner = await push({ clientId, schemaVersion: 1, mutations: [note(2)] });
    expect((await owner.json()).data.results[0].status).toBe('applied');
  });

  it('binds an anonymous device id to its first secret too', async () => {
    const clientId = randomUUID();
    const anon = (secret: string, id: number) =>
      push(
        {
          clientId,
          clientSecret: secret,
          schemaVersion: 1,
          mutations: [{ id, name: 'test.throws', args: { recordId: randomUUID() }, createdAt: 0 }],
        },
        { tok: '' },
      );
    expect((await anon(SECRET, 1)).status).toBe(200);
    expect((await anon('ef'.repeat(32), 2)).status).toBe(403);
    expect((await anon(SECRET, 2)).status).toBe(200);
  });
});

describe('POST /api/sync/devices (issue 14.4)', () => {
  const register = (clientId: string, clientSecret: string, tok = token) =>
    t.call('POST', '/api/sync/devices', { token: tok, body: { clientId, clientSecret } });

  it('makes a device known before its first push and binds the id to its secret', async () => {
    const clientId = randomUUID();
    expect((await register(clientId, SECRET, '')).status).toBe(401);
    const res = await register(clientId, SECRET);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { lastMutationId: 0 } });
    const known = await (await t.call('GET', `/api/sync/clients/${clientId}`, { token })).json();
    expect(known.data).toEqual({ known: true, lastMutationId: 0 });

    const other = await register(clientId, 'cd'.repeat(32));
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({ code: 'device_refused', errors: { _: ['sync.device.refused'] } });
    const stolen = await push({ clientId, clientSecret: 'cd'.repeat(32), schemaVersion: 1, mutations: [note(1)] });
    expect(stolen.status).toBe(403);
    const own = await push({ clientId, schemaVersion: 1, mutations: [note(1)] });
    expect((await own.json()).data.lastMutationId).toBe(1);
    expect((await register(clientId, SECRET)).status).toBe(200);
  });

  it('reads a gzip-compressed body, as the device sends it', async () => {
    const clientId = randomUUID();
    const res = await t.app.request('/api/sync/devices', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip', Authorization: `Bearer ${token}` },
      body: new Uint8Array(gzipSync(JSON.stringify({ clientId, clientSecret: SECRET }))),
    });
    expect(res.status).toBe(200);
    expect(
      count(`SELECT count(*) n FROM sync_clients WHERE client_id = '${clientId}' AND secret_hash IS NOT NULL`),
    ).toBe(1);
  });
});

describe('a mutation that throws (issue 14.17)', () => {
  it('is rejected with errors.server, keeps nothing of its own, and the rest of the batch applies', async () => {
    const clientId = randomUUID();
    const broken = randomUUID();
    const res = await push({
      clientId,
      schemaVersion: 1,
      mutations: [note(1), { id: 2, name: 'test.throws', args: { recordId: broken }, createdAt: 0 }, note(3)],
    });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.lastMutationId).toBe(3);
    expect(data.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'rejected', 'applied']);
    expect(data.results[1].errors).toEqual({ _: ['errors.server'] });
    expect(count(`SELECT count(*) n FROM test_notes WHERE record_id = '${broken}'`)).toBe(0);
  });

  it('fails the whole batch with 503 and Retry-After when the disk is full, so the device retries it later', async () => {
    const clientId = randomUUID();
    const res = await push({
      clientId,
      schemaVersion: 1,
      mutations: [
        note(1),
        { id: 2, name: 'test.throws', args: { recordId: 'disk', code: 'SQLITE_FULL' }, createdAt: 0 },
      ],
    });
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(count(`SELECT count(*) n FROM sync_clients WHERE client_id = '${clientId}'`)).toBe(0);
  });
});
