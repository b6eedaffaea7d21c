/** The read workers against a real SQLite file: same answers as inline, off the writer's loop. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/client.ts';
import { createReadPool, ReadFailed, type ReadPool } from './lib/read-pool.ts';
import { readsOn, type Reads, type Streams } from './reads.ts';
import { seedApplications } from '../tests/support/applications.ts';
import { applicationExportQuery } from '../contract/applications.ts';
import { userLogQuery } from '../contract/user-logs.ts';

const ROWS = 200_000;
let dir: string;
let db: Db;
const pool = (size: number): ReadPool<Reads, Streams> =>
  createReadPool<Reads, Streams>({
    entry: new URL('./read-worker.ts', import.meta.url),
    file: join(dir, 'test.sqlite'),
    size,
    inline: readsOn(db),
  });

/** How many times the event loop turned while `work` was pending. */
async function turnsDuring<T>(work: () => Promise<T>): Promise<{ value: T; turns: number }> {
  let turns = 0;
  let on = true;
  const spin = () => void (on && (turns++, setImmediate(spin)));
  setImmediate(spin);
  const value = await work();
  on = false;
  return { value, turns };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'qaryzsyz-reads-'));
  db = openDatabase(join(dir, 'test.sqlite'));
  db.$client.exec(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${ROWS})
    INSERT INTO user_actions (action, subject_type, subject_id, created_at)
    SELECT 'test.action', 'thing', i, 1700000000000 + i FROM n`);
});
afterAll(() => {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('read workers', () => {
  const q = userLogQuery.parse({ subject_type: 'thing' });

  it('answer what the writer’s connection answers, while the writer’s loop keeps turning', async () => {
    const inline = await turnsDuring(() => pool(0)('userLogs.page', q));
    const worker = await turnsDuring(() => pool(1)('userLogs.page', q));
    expect(worker.value).toEqual(inline.value);
    expect(worker.value.meta).toMatchObject({ total: 10_000, total_capped: true }); // counted up to the cap
    // Inline, the read holds the loop until it is done; in a worker it does not.
    expect(inline.turns).toBe(0);
    expect(worker.turns).toBeGreaterThan(0);
  });

  it('see a write committed just before the read', async () => {
    const reads = pool(2);
    await reads('userLogs.page', q);
    db.$client
      .prepare(`INSERT INTO user_actions (action, subject_type, subject_id) VALUES ('test.late', 'thing', 'x')`)
      .run();
    const page = await reads('userLogs.page', q);
    expect(page.data[0]!.action).toBe('test.late');
  });

  it('reject a read that throws, alone: the next read is answered', async () => {
    const reads = pool(1);
    const failed = await reads('applications.page', { user: undefined as never, q: {} as never }).catch(
      (e: unknown) => e,
    );
    expect(failed).toBeInstanceOf(ReadFailed);
    expect((await reads('userLogs.page', q)).data).toHaveLength(q.per_page);
  });

  it('run many reads at once on at most `size` workers, each answered once', async () => {
    const reads = pool(2);
    const pages = await Promise.all(Array.from({ length: 6 }, (_, i) => reads('userLogs.page', { ...q, page: i + 1 })));
    expect(pages.map((p) => p.meta.page)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(pages.map((p) => p.data[0]!.id)).size).toBe(6);
  });
});

describe('an export streamed from a read worker', () => {
  it('is byte for byte the export the writer’s connection makes, gzipped or not', async () => {
    const admin = db.$client
      .prepare(`INSERT INTO users (name, phone, role_id) VALUES ('Әкімші', '77005550001', 6) RETURNING *`)
      .get() as Record<string, unknown>;
    const user = { ...admin, districtIds: [], roleId: 6, createdAt: new Date(), updatedAt: null } as never;
    seedApplications(db, 3_000, { registrars: [], flowId: null as never });
    const f = applicationExportQuery.parse({ format: 'csv' });
    const bytes = async (chunks: AsyncIterable<Uint8Array>) => {
      const out: Uint8Array[] = [];
      for await (const c of chunks) out.push(c);
      return Buffer.concat(out);
    };
    for (const gzip of [false, true]) {
      const args = { user, f, locale: 'kk' as const, format: 'csv' as const, gzip };
      const [inline, worker] = await Promise.all([
        bytes(pool(0).stream('applications.export', args)),
        bytes(pool(1).stream('applications.export', args)),
      ]);
      const plain = gzip ? gunzipSync(worker) : worker;
      expect(plain.toString('utf8').trim().split('\r\n')).toHaveLength(3_001);
      expect((gzip ? gunzipSync(inline) : inline).equals(plain)).toBe(true);
    }
  });
});
