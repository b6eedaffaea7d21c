/**
 * Pushes ready at the same moment commit in one transaction (api/sync/commit-group.ts, ADR 131): each is
 * still answered with its own results and errors, one refused push takes back only its own records, and a
 * commit that fails keeps nothing of any push in the group, whose devices then resend it exactly once.
 */
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureLog } from '../../api/lib/logger.ts';
import { makeTestApp } from '../support/test-app.ts';
import { createTestTables, defineTestMutation, testMutations } from '../support/test-mutations.ts';

/** Leaves a reference to a note that does not exist, checked only when the whole transaction commits. */
const testDangling = defineTestMutation({
  name: 'test.dangling',
  roles: ['operator'],
  args: z.object({}),
  apply(ctx) {
    ctx.tx.run(sql`INSERT INTO test_dangling (note_id) VALUES (-1)`);
  },
});

const t = makeTestApp({}, [...testMutations, testDangling]);
createTestTables(t.db);
t.db.$client.exec(
  'CREATE TABLE test_dangling (id INTEGER PRIMARY KEY, note_id INTEGER REFERENCES test_notes(id) DEFERRABLE INITIALLY DEFERRED)',
);
afterAll(() => t.close());
afterEach(() => void vi.restoreAllMocks());

let token = '';
beforeAll(async () => {
  token = (await t.userWithRole('operator')).token;
});

const SECRET = 'ab'.repeat(32);
const note = (id: number, recordId = randomUUID()) => ({
  id,
  name: 'test.note',
  args: { recordId, text: `note ${id}` },
  createdAt: Date.now(),
});
const push = (clientId: string, mutations: object[], body?: Uint8Array<ArrayBuffer>, encoding?: string) =>
  t.app.request('/api/sync/push', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    },
    body: body ?? JSON.stringify({ clientId, clientSecret: SECRET, schemaVersion: 1, mutations }),
  });
const notes = (recordIds: string[]) =>
  (
    t.db.$client
      .prepare(`SELECT count(*) AS n FROM test_notes WHERE record_id IN (${recordIds.map(() => '?').join(',')})`)
      .get(...recordIds) as { n: number }
  ).n;
const statuses = async (res: Response) =>
  ((await res.json()) as { data: { results: { status: string }[] } }).data.results.map((r) => r.status);

describe('pushes that arrive together', () => {
  it('commit in one transaction, each answered with its own results', async () => {
    const transactions = vi.spyOn(t.db, 'transaction');
    const devices = [randomUUID(), randomUUID(), randomUUID()];
    const answers = await Promise.all(devices.map((d) => push(d, [note(1), note(2)])));
    expect(transactions).toHaveBeenCalledTimes(1);
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(await statuses(res)).toEqual(['applied', 'applied']);
    }
  });

  it('answer a refused one with its error while the others apply', async () => {
    const [a, gap, c] = [randomUUID(), randomUUID(), randomUUID()];
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    const [ra, rgap, rc] = await Promise.all([
      push(a, [note(1, ids[0])]),
      push(gap, [note(5, ids[1])]),
      push(c, [note(1, ids[2])]),
    ]);
    expect([ra.status, rgap.status, rc.status]).toEqual([200, 409, 200]);
    expect(await rgap.json()).toMatchObject({ code: 'mutation_gap', lastMutationId: 0 });
    expect(notes([ids[0]!, ids[2]!])).toBe(2);
    expect(notes([ids[1]!])).toBe(0);
  });

  it('keep nothing of any push when the commit fails, and the resent push applies once', async () => {
    const [mine, faulty] = [randomUUID(), randomUUID()];
    const ids = [randomUUID(), randomUUID()];
    const logged: string[] = [];
    const restore = captureLog((line) => logged.push(line));
    const [r1, r2] = await Promise.all([
      push(mine, [note(1, ids[0]), note(2, ids[1])]),
      push(faulty, [{ id: 1, name: 'test.dangling', args: {}, createdAt: Date.now() }]),
    ]);
    restore();
    expect([r1.status, r2.status]).toEqual([500, 500]);
    expect(logged.join('')).toContain('unhandled error');
    expect(notes(ids)).toBe(0);

    const again = await push(mine, [note(1, ids[0]), note(2, ids[1])]);
    expect(await statuses(again)).toEqual(['applied', 'applied']);
    expect(notes(ids)).toBe(2);
  });
});

describe('a gzip body', () => {
  const body = (mutations: object[]) =>
    JSON.stringify({ clientId: randomUUID(), clientSecret: SECRET, schemaVersion: 1, mutations });

  it('that claims a small size and inflates past it is refused whole, before any work', async () => {
    const honest = gzipSync(body([note(1)]));
    // A megabyte and a half of spaces inside, the last four bytes rewritten to claim a hundred.
    const bomb = gzipSync(body([note(1)]).replace('{', `{${' '.repeat(1_500_000)}`));
    bomb.writeUInt32LE(100, bomb.length - 4);
    const res = await push('', [], new Uint8Array(bomb), 'gzip');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'bad_body' });
    expect((await push('', [], new Uint8Array(honest), 'gzip')).status).toBe(200);
  });

  it('over a megabyte inflated applies, inflated off the loop', async () => {
    const recordId = randomUUID();
    const big = { ...note(1, recordId), padding: 'x'.repeat(1_200_000) };
    const res = await push('', [], new Uint8Array(gzipSync(body([big]))), 'gzip');
    expect(res.status).toBe(200);
    expect(await statuses(res)).toEqual(['applied']);
    expect(notes([recordId])).toBe(1);
  });
});
