/**
 * The applications review list on 10,000 applications: paging, filters, sort and search give exactly
 * what the data says, operators see only their districts, and the export is the same list.
 */
import ExcelJS from 'exceljs';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedApplications, twoRegions, type Seeded } from '../support/applications.ts';
import { insertFlow } from '../support/flows.ts';
import { makeTestApp } from '../support/test-app.ts';
import { users } from '../../db/schema.ts';
import { ROLES } from '../../db/roles.ts';

const t = makeTestApp();
afterAll(() => t.close());

type Item = { id: number; name: string; iin: string; phone: string; status: string; created_at: string };
type Page = {
  data: Item[];
  meta: { current_page: number; per_page: number; total: number; last_page: number; next: string | null };
};

let admin = '';
const places = twoRegions(t.db);
// Two operators who register people (they never sign in here), one flow in the first district.
const registrars = [1, 2].map(
  (n) =>
    t.db
      .insert(users)
      .values({ name: `Оператор ${n}`, phone: `770300000${n}`, roleId: ROLES.operator })
      .returning()
      .get().id,
);
const flow = insertFlow(t.db, places[0]!);
const seeded: Seeded[] = seedApplications(t.db, 10_000, { registrars, flowId: flow.id });

beforeAll(async () => {
  admin = (await t.userWithRole('admin')).token;
});

async function list(query: Record<string, string | number>, token = admin): Promise<Page> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await t.call('GET', `/api/applications?${qs}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
}
const ids = (p: Page) => p.data.map((r) => r.id);

describe('GET /api/applications on 10,000 applications', () => {
  it('pages cover every application exactly once, with the right total and last page', async () => {
    const seen: number[] = [];
    const first = await list({ per_page: 100, page: 1 });
    expect(first.meta).toMatchObject({ current_page: 1, per_page: 100, total: 10_000, last_page: 100 });
    expect(first.meta).toMatchObject({ total_capped: false });
    for (let page = 1; page <= first.meta.last_page; page++) seen.push(...ids(await list({ per_page: 100, page })));
    expect(seen).toHaveLength(10_000);
    expect(new Set(seen).size).toBe(10_000);
    expect((await list({ per_page: 100, page: 101 })).data).toEqual([]);
  });

  it('per_page is capped at 100', async () => {
    expect((await list({ per_page: 5000 })).data.length).toBeLessThanOrEqual(100);
  });

  it('sorts by date ascending and descending, newest first by default', async () => {
    const byDate = [...seeded].sort((a, b) => a.createdAt - b.createdAt || a.id - b.id).map((s) => s.id);
    expect(ids(await list({ sort: 'created_at', order: 'ASC' }))).toEqual(byDate.slice(0, 20));
    expect(ids(await list({ sort: 'created_at', order: 'DESC' }))).toEqual(byDate.reverse().slice(0, 20));
    expect(ids(await list({}))).toEqual(byDate.slice(0, 20));
  });

  it('sorts by status and by name in both directions', async () => {
    const asc = await list({ sort: 'status', order: 'ASC', per_page: 100, page: 1 });
    const desc = await list({ sort: 'status', order: 'DESC', per_page: 100, page: 1 });
    expect(new Set(asc.data.map((r) => r.status))).toEqual(new Set(['applied']));
    expect(new Set(desc.data.map((r) => r.status))).toEqual(new Set(['started']));
    const names = (await list({ sort: 'name', order: 'ASC', per_page: 100 })).data.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const lastAsc = await list({ sort: 'name', order: 'ASC', per_page: 100, page: 100 });
    const firstDesc = await list({ sort: 'name', order: 'DESC', per_page: 100, page: 1 });
    expect(ids(firstDesc)).toEqual(ids(lastAsc).reverse());
  });

  const filters: [string, Record<string, string | number>, (s: Seeded) => boolean][] = [
    ['region', { region_id: places[2]!.regionId }, (s) => s.regionId === places[2]!.regionId],
    ['district', { district_id: places[1]!.districtId }, (s) => s.districtId === places[1]!.districtId],
    ['status', { status: 'completed' }, (s) => s.status === 'completed'],
    ['language', { language: 'kk' }, (s) => s.language === 'kk'],
    ['flow', { flow_id: flow.id }, (s) => s.flowId === flow.id],
    ['registered by', { registered_by: registrars[1]! }, (s) => s.registeredBy === registrars[1]],
    [
      'date range (calendar days in Kazakhstan, both ends included)',
      { date_from: '2026-10-31', date_to: '2026-11-29' },
      (s) =>
        s.createdAt >= Date.parse('2026-10-31T00:00:00+05:00') && s.createdAt < Date.parse('2026-11-30T00:00:00+05:00'),
    ],
    [
      'status and district together',
      { status: 'started', district_id: places[3]!.districtId },
      (s) => s.status === 'started' && s.districtId === places[3]!.districtId,
    ],
  ];
  it.each(filters)('filter by %s returns exactly the matching applications', async (_name, query, match) => {
    const expected = seeded.filter(match);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(10_000);
    const page = await list({ ...query, per_page: 100, sort: 'id', order: 'ASC' });
    expect(page.meta.total).toBe(expected.length);
    expect(ids(page)).toEqual(expected.slice(0, 100).map((s) => s.id));
  });

  it('searches by full or partial IIN, by phone as people type it, and by name in any case', async () => {
    const s = seeded[4321]!;
    expect(ids(await list({ q: s.iin }))).toEqual([s.id]);
    const phone = `+7 (${s.phone.slice(1, 4)}) ${s.phone.slice(4, 7)}-${s.phone.slice(7, 9)}-${s.phone.slice(9)}`;
    expect(ids(await list({ q: phone }))).toEqual([s.id]);
    expect(ids(await list({ q: `8${s.phone.slice(1)}` }))).toEqual([s.id]);
    const byName = await list({ q: 'айгүл сәрсенова 432', per_page: 100 });
    expect(byName.meta.total).toBe(seeded.filter((x) => x.name.toLowerCase().includes('айгүл сәрсенова 432')).length);
    expect(byName.data.every((r) => r.name.startsWith('Айгүл Сәрсенова 432'))).toBe(true);
  });

  it('finds by any part of a name, IIN or phone, in any case, and follows a renamed person', async () => {
    const named = (part: string) =>
      seeded.filter((x) => x.name.toLocaleLowerCase().includes(part.toLocaleLowerCase())).map((x) => x.id);
    // Page by "Next" (the cursor): a search is counted only to 1,000, its pages go on past that.
    const all = async (q: string) => {
      const found: number[] = [];
      let after: string | null = '';
      for (let page = 1; after !== null; page++) {
        const r = await list({ q, per_page: 100, page, sort: 'id', order: 'ASC', ...(after ? { after } : {}) });
        found.push(...ids(r));
        after = r.meta.next;
      }
      return found;
    };
    // The middle of a word, upper case Kazakh letters, and a two-letter text (below the index's three).
    for (const q of ['СӘРСЕН', 'үл с', 'ӘР']) expect(await all(q), q).toEqual(named(q).sort((a, b) => a - b));
    const s = seeded[7777]!;
    expect(ids(await list({ q: s.iin.slice(5) }))).toEqual([s.id]);
    expect(ids(await list({ q: s.phone.slice(4) }))).toEqual([s.id]);

    const applicant = t.db.$client.prepare('SELECT applicant_id AS id FROM applications WHERE id = ?').get(s.id) as {
      id: number;
    };
    t.db.$client.prepare('UPDATE users SET name = ? WHERE id = ?').run('Ғалымжан Өтегенұлы', applicant.id);
    expect(ids(await list({ q: 'ғалымжан өтеген' }))).toEqual([s.id]);
    expect(ids(await list({ q: s.name }))).not.toContain(s.id);
  });

  it('masks the IIN in the list and shows it in full on the detail page', async () => {
    const s = seeded[77]!;
    const [row] = (await list({ q: s.iin })).data;
    expect(row!.iin).toBe(`${s.iin.slice(0, 6)}*****${s.iin.slice(11)}`);
    const detail = await t.call('GET', `/api/applications/${s.id}`, { token: admin });
    expect(((await detail.json()) as { data: { iin: string } }).data.iin).toBe(s.iin);
  });

  it("an operator sees only their districts' applications, in the list, detail and export", async () => {
    const op = await t.userWithRole('operator', { districtIds: [places[0]!.districtId] });
    const mine = seeded.filter((s) => s.districtId === places[0]!.districtId);
    const page = await list({ per_page: 100 }, op.token);
    expect(page.meta.total).toBe(mine.length);
    const other = seeded.find((s) => s.districtId !== places[0]!.districtId)!;
    expect((await list({ q: other.iin }, op.token)).meta.total).toBe(0);
    expect((await t.call('GET', `/api/applications/${other.id}`, { token: op.token })).status).toBe(404);
    const csv = await (await t.call('GET', '/api/applications/export?format=csv', { token: op.token })).text();
    expect(csv.trim().split('\r\n')).toHaveLength(mine.length + 1);
    const none = await t.userWithRole('operator', { districtIds: [] });
    expect((await list({}, none.token)).meta.total).toBe(0);
  });
});

describe('GET /api/applications/export', () => {
  it('exports all 10,000 applications to XLSX, one row each under a header', async () => {
    const res = await t.call('GET', '/api/applications/export?format=xlsx', { token: admin, locale: 'ru' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const sheet = wb.worksheets[0]!;
    expect(sheet.rowCount).toBe(10_001);
    const newest = [...seeded].sort((a, b) => b.createdAt - a.createdAt)[0]!;
    expect(sheet.getRow(2).getCell(1).value).toBe(newest.id);
    expect(sheet.getRow(2).getCell(2).value).toBe(newest.name);
    expect(String(sheet.getRow(2).getCell(3).value)).toContain('*****');
  });

  it('exports exactly the filtered list to CSV', async () => {
    const query = `status=not_completed&district_id=${places[2]!.districtId}&sort=id&order=ASC`;
    const expected = seeded.filter((s) => s.status === 'not_completed' && s.districtId === places[2]!.districtId);
    const res = await t.call('GET', `/api/applications/export?format=csv&${query}`, { token: admin, locale: 'en' });
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(expected.length + 1);
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual(expected.map((s) => s.id));
    expect(lines[1]).toContain('Not completed');
  });

  it('comes gzipped from its worker to a caller that takes gzip, the same bytes once inflated', async () => {
    const path = `/api/applications/export?format=csv&district_id=${places[1]!.districtId}`;
    const plain = await t.call('GET', path, { token: admin, locale: 'kk' });
    const packed = await t.call('GET', path, { token: admin, locale: 'kk', headers: { 'Accept-Encoding': 'gzip' } });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(packed.headers.get('Content-Encoding')).toBe('gzip');
    const bytes = Buffer.from(await packed.arrayBuffer());
    expect(gunzipSync(bytes).equals(Buffer.from(await plain.arrayBuffer()))).toBe(true);
    expect(bytes.byteLength).toBeGreaterThan(0);
  });
});
