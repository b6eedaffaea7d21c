/**
 * A full disk (simulated with SQLite's page limit): a push answers 503 with Retry-After and acknowledges
 * nothing, readiness says "disk full", and once there is room the device's resend under the same ids is
 * applied — not answered `duplicate`, which would mean part of it had been kept.
 */
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { applications, importJobs } from '../../db/schema.ts';
import { resumeImports } from '../../api/imports/queue.ts';
import { queuedImport } from '../support/import-sheet.ts';
import { KOKSHETAU, registrationForm } from '../support/registration-data.ts';
import { createTestTables, defineTestMutation, testMutations } from '../support/test-mutations.ts';
import { makeTestApp } from '../support/test-app.ts';

/**
 * Fails as SQLite may on a full disk: it gives up the whole transaction, not just the statement (and the
 * savepoint), then reports SQLITE_FULL. A real full disk does this only at some points of a write.
 */
const testFullRollback = defineTestMutation({
  name: 'test.full_rollback',
  roles: ['admin'],
  args: z.object({}),
  apply(ctx) {
    ctx.tx.run(sql`ROLLBACK`);
    throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
  },
});

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => {
  t = makeTestApp({}, [...testMutations, testFullRollback]);
  createTestTables(t.db);
  t.config.ops.readyMinFreeBytes = 0;
});
afterEach(() => t.close());

const count = (sql: string) => (t.db.$client.prepare(sql).get() as { n: number }).n;

describe('a full disk', () => {
  it('answers a push 503 with Retry-After, keeps and acknowledges nothing, and applies the resend once there is room', async () => {
    const op = await t.userWithRole('operator', { districtIds: [KOKSHETAU] });
    const clientId = randomUUID();
    const clientSecret = 'cd'.repeat(32);
    const registration = (id: number) => ({
      id,
      name: 'registration.submit',
      args: { client_record_id: randomUUID(), form: registrationForm() },
      createdAt: Date.now(),
    });
    const push = (mutations: unknown[]) =>
      t.call('POST', '/api/sync/push', {
        token: op.token,
        body: { clientId, clientSecret, schemaVersion: 1, mutations },
      });
    expect((await push([registration(1)])).status).toBe(200);
    const applications = count('SELECT count(*) n FROM applications');

    const { page_count: pages } = t.db.$client.prepare('PRAGMA page_count').get() as { page_count: number };
    t.db.$client.pragma(`max_page_count = ${pages}`);
    const batch = [2, 3, 4, 5, 6, 7, 8, 9].map(registration);
    const full = await push(batch);

    expect(full.status).toBe(503);
    expect(Number(full.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await full.json()).toMatchObject({ code: 'disk_full' });
    expect(count('SELECT count(*) n FROM applications')).toBe(applications);
    expect(count(`SELECT last_mutation_id n FROM sync_clients WHERE client_id = '${clientId}'`)).toBe(1);
    expect(count(`SELECT count(*) n FROM sync_results WHERE client_id = '${clientId}'`)).toBe(1);

    const ready = await t.call('GET', '/api/ready');
    expect(ready.status).toBe(503);
    const { data } = (await ready.json()) as { data: { reasons: string[] } };
    expect(data.reasons).toContainEqual(expect.stringContaining('disk full'));

    t.db.$client.pragma('max_page_count = 1073741823');
    const resent = await push(batch);
    expect(resent.status).toBe(200);
    const { data: answer } = (await resent.json()) as { data: { results: { status: string }[] } };
    expect(answer.results.map((r) => r.status)).toEqual(batch.map(() => 'applied'));
    expect(count('SELECT count(*) n FROM applications')).toBe(applications + batch.length);
  });

  it('fails every push committing in the same group when SQLite gave up the whole transaction', async () => {
    const admin = await t.userWithRole('admin');
    const push = (clientId: string, mutations: object[]) =>
      t.call('POST', '/api/sync/push', {
        token: admin.token,
        body: { clientId, clientSecret: 'ef'.repeat(32), schemaVersion: 1, mutations },
      });
    const mine = randomUUID();
    const notes = [randomUUID(), randomUUID()].map((recordId, i) => ({
      id: i + 1,
      name: 'test.note',
      args: { recordId, text: `note ${i}` },
      createdAt: Date.now(),
    }));
    // Both bodies arrive in the same turn, so both pushes run in one transaction (api/sync/commit-group.ts).
    // The failing push first: the one after it would otherwise run, and commit, outside any transaction.
    const [failing, after] = await Promise.all([
      push(randomUUID(), [{ id: 1, name: 'test.full_rollback', args: {}, createdAt: Date.now() }]),
      push(mine, notes),
    ]);
    expect(count('SELECT count(*) n FROM test_notes')).toBe(0);
    expect([failing.status, after.status]).toEqual([503, 503]);

    const resent = await push(mine, notes);
    const { data } = (await resent.json()) as { data: { results: { status: string }[] } };
    expect(data.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    expect(count('SELECT count(*) n FROM test_notes')).toBe(2);
  });

  it('pauses an import instead of failing it, and the import finishes once there is room', async () => {
    const { user } = await t.userWithRole('admin');
    await queuedImport(t, user.id, 150);
    const imported = () => t.db.select().from(applications).where(eq(applications.source, 'import')).all();

    const { page_count: pages } = t.db.$client.prepare('PRAGMA page_count').get() as { page_count: number };
    t.db.$client.pragma(`max_page_count = ${pages}`);
    await resumeImports(t.db, t.dir);
    expect(t.db.select().from(importJobs).get()).toMatchObject({ status: 'in_process', failure: null });
    const { data } = (await (await t.call('GET', '/api/ready')).json()) as { data: { reasons: string[] } };
    expect(data.reasons).toContainEqual(expect.stringContaining('disk full'));

    t.db.$client.pragma('max_page_count = 1073741823');
    await resumeImports(t.db, t.dir);
    expect(t.db.select().from(importJobs).get()).toMatchObject({ status: 'success', importedRows: 150 });
    expect(imported()).toHaveLength(150);
  });
});
