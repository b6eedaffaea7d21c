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
const push = (body: unknown, opts: { gzip?: boolean; tok?: string } = {}) =>
  t.app.request('/api/sync/push', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(opts.tok === '' ? {} : { Authorization: `Bearer ${opts.tok ?? token}` }),
      ...(opts.gzip ? { 'Content-Encoding': 'gzip' } : {}),
    },
    body: opts.gzip ? new Uint8Array(gzipSync(JSON.stringify(body))) : JSON.stringify(body),
  });
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
    const res = await push({ clientId, schemaVersion: 1, mutations: [note(1), note(2, 'reject'), note(3)] });
    const { data } = await res.json();
    expect(data.lastMutationId).toBe(3);
    expect(data.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'rejected', 'applied']);
    expect(data.results[1].errors).toEqual({ text: ['validation.invalid'] });
    const again = await (await push({ clientId, schemaVersion: 1, mutations: [note(2, 'reject')] })).json();
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
    expect(await res.json()).toEqual({ data: { cursor: 0, changes: [], hasMore: false } });
  });
});
