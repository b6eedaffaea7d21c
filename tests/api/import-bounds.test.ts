/**
 * One small spreadsheet must not cost the server thousands of times its size (issue 34 point 1): a cell
 * past the limit refuses the file before anything of it is kept, the job keeps a few short sample cells,
 * the log keeps ids and counts, imports per account per hour are bounded, and the user-action log and
 * job pages answer a bounded size whatever the database already holds.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { importJobs, userActions } from '../../db/schema.ts';
import { audit, MAX_AUDIT_JSON } from '../../api/lib/audit.ts';
import { IMPORT_SAMPLE_CELL_CHARS, MAX_IMPORT_CELL_CHARS } from '../../contract/imports.ts';
import { importFlow, plainSheet } from '../support/import-flow.ts';
import { makeTestApp } from '../support/test-app.ts';

const t = makeTestApp({ importsPerHour: 4 });
afterAll(() => t.close());

const HEADERS = ['ФИО', 'ИИН', 'Адрес'];
const row = (name: string, address = 'Көкшетау') => [name, '', address];
const logBytes = () =>
  t.db
    .select({
      n: sql<number>`coalesce(sum(octet_length(${userActions.before}) + octet_length(${userActions.after})), 0)`,
    })
    .from(userActions)
    .get()!.n;

describe('a spreadsheet with one huge cell', () => {
  it('is refused at upload with a translated reason, and nothing of it is stored', async () => {
    const { token } = await t.userWithRole('operator');
    const f = importFlow(t, token, 'ru');
    const huge = 'Ы'.repeat(5_000_000); // packs to a few KB, as the 46 KB file holding 45 MB did
    const file = await plainSheet(HEADERS, [row('Айгүл Серікова', huge)]);
    expect(file.length).toBeLessThan(100_000);
    const jobsBefore = t.db.select().from(importJobs).all().length;
    const bytesBefore = logBytes();
    const up = await f.upload(file);
    expect(up.status).toBe(422);
    expect(up.body.errors).toEqual({ file: ['imports.failure.cell_too_long'] });
    expect(t.db.select().from(importJobs).all().length).toBe(jobsBefore);
    expect(logBytes() - bytesBefore).toBeLessThan(1000);
  });

  it('past the sample rows, fails the dry run with the same reason and logs only counts', async () => {
    const { token } = await t.userWithRole('operator');
    const f = importFlow(t, token);
    const rows = Array.from({ length: 8 }, (_, i) => row(`Адам ${i}`));
    rows.push(row('Соңғы', 'Ы'.repeat(MAX_IMPORT_CELL_CHARS + 1)));
    const up = await f.upload(await plainSheet(HEADERS, rows));
    expect(up.status).toBe(201);
    const bytesBefore = logBytes();
    const job = await f.dryRun(up.body.data.id);
    expect(job).toMatchObject({ status: 'error', failure: 'imports.failure.cell_too_long' });
    expect(logBytes() - bytesBefore).toBeLessThan(2000);
  });
});

describe('what an accepted upload keeps', () => {
  it('a sample of short cells, and an audit row of ids and counts with no file content', async () => {
    const { token } = await t.userWithRole('operator');
    const f = importFlow(t, token);
    const long = 'Ә'.repeat(MAX_IMPORT_CELL_CHARS);
    const up = await f.upload(await plainSheet(HEADERS, [row('Айгүл', long), row('Бауыржан', long)]));
    expect(up.status).toBe(201);
    const id = up.body.data.id;
    const stored = t.db.select().from(importJobs).where(eq(importJobs.id, id)).get()!;
    expect(stored.sample!.flat().every((cell) => cell.length <= IMPORT_SAMPLE_CELL_CHARS)).toBe(true);
    expect(up.body.data.sample[0]![2]).toBe(long.slice(0, IMPORT_SAMPLE_CELL_CHARS));
    const entry = t.db
      .select()
      .from(userActions)
      .where(sql`${userActions.action} = 'import.create' and ${userActions.subjectId} = ${String(id)}`)
      .get()!;
    expect(entry.after).toMatchObject({ id, target: 'applicants', columns: 3 });
    expect(entry.after).not.toHaveProperty('sample');
    expect(entry.after).not.toHaveProperty('headers');
    expect(JSON.stringify(entry.after).length).toBeLessThan(1000);
  });
});

describe('imports one account may start', () => {
  it('are bounded per hour: past the limit 429 with Retry-After, another account unaffected', async () => {
    const { token } = await t.userWithRole('operator');
    const f = importFlow(t, token);
    const file = await plainSheet(HEADERS, [row('Айгүл')]);
    for (let i = 0; i < t.config.importsPerHour; i++) expect((await f.upload(file)).status).toBe(201);
    const refused = await t.app.request('/api/imports', {
      method: 'POST',
      body: (() => {
        const form = new FormData();
        form.append('file', new File([new Uint8Array(file)], 'people.xlsx'));
        return form;
      })(),
      headers: { Authorization: `Bearer ${token}`, 'X-Localization': 'kk' },
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(3000);
    expect(((await refused.json()) as { code: string }).code).toBe('too_many_attempts');
    const other = importFlow(t, (await t.userWithRole('operator')).token);
    expect((await other.upload(file)).status).toBe(201);
  });
});

describe('pages over what the database already holds', () => {
  it('the user-action log answers a bounded page however large the stored entries are', async () => {
    const admin = await t.userWithRole('admin');
    // As three uploads left the log before the bound: entries of megabytes, written straight in.
    const cell = 'Ы'.repeat(3_000_000);
    for (let i = 0; i < 3; i++)
      t.db
        .insert(userActions)
        .values({ action: 'import.create', userId: admin.user.id, after: { sample: [[cell]] } })
        .run();
    for (let i = 0; i < 60; i++)
      t.db
        .insert(userActions)
        .values({ action: 'content.update', userId: admin.user.id, after: { body: 'ж'.repeat(20_000) } })
        .run();
    const res = await t.call('GET', '/api/user-logs?per_page=100', { token: admin.token });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text.length).toBeLessThan(2_500_000);
    const page = JSON.parse(text) as { data: { action: string; after: Record<string, unknown> }[] };
    const big = page.data.filter((e) => e.action === 'import.create' && 'bytes' in e.after);
    expect(big.length).toBeGreaterThanOrEqual(3);
    expect(big[0]!.after).toMatchObject({ omitted: 'too_large' });
    // The newest entries, within the page's budget, are whole.
    expect(page.data[0]!.after).toHaveProperty('body');
  });

  it('the log keeps no snapshot past its limit, only its size', () => {
    const { id } = t.db
      .select({ id: sql<number>`max(${userActions.id})` })
      .from(userActions)
      .get()!;
    audit(t.db, { action: 'import.row', userId: null, after: { text: 'x'.repeat(MAX_AUDIT_JSON + 1) } });
    const entry = t.db
      .select()
      .from(userActions)
      .where(sql`${userActions.id} > ${id}`)
      .get()!;
    expect(entry.after).toEqual({ omitted: 'too_large', bytes: MAX_AUDIT_JSON + 12 });
  });

  it("an import job's page answers a bounded size even for a job stored with a huge sample", async () => {
    const admin = await t.userWithRole('admin');
    const job = t.db
      .insert(importJobs)
      .values({
        status: 'mapping',
        mode: 'dry',
        target: 'applicants',
        format: 'xlsx',
        fileName: 'old.xlsx',
        headers: HEADERS,
        sample: Array.from({ length: 20 }, () => ['Ы'.repeat(1_000_000), '', '']),
        createdBy: admin.user.id,
      })
      .returning()
      .get();
    const res = await t.call('GET', `/api/imports/${job.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect((await res.text()).length).toBeLessThan(50_000);
  });
});
