/**
 * A name thousands of people share, searched in the users list and the consultation cases (ADR 099, 126):
 * the first page and every "Next" walk the list's order checking each row's own text, a page by number
 * far down collects the index's matches first, and both show exactly the same rows, in the list's order,
 * each once, in any letter case; the count stops at 1,000, and a search narrowed to a few rows (a role, a
 * lawyer's own cases) is counted exactly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../db/roles.ts';
import { makeTestApp } from '../support/test-app.ts';

const t = makeTestApp();
afterAll(() => t.close());
const sqlite = t.db.$client;

let admin = '';
beforeAll(async () => {
  admin = (await t.userWithRole('admin')).token;
});

type Meta = { total: number; total_capped: boolean; next: string | null };
type Page = { data: { id: number }[]; meta: Meta };

async function get(path: string, token = admin): Promise<Page> {
  const res = await t.call('GET', path, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
}

/** Inserts `n` rows made by `row(i)` in one transaction and returns their ids. */
function insertAll(n: number, sql: string, row: (i: number) => unknown[]): number[] {
  const ins = sqlite.prepare(`${sql} RETURNING id`);
  return sqlite.transaction(() => Array.from({ length: n }, (_, i) => (ins.get(...row(i)) as { id: number }).id))();
}

/** Pages 1–50 by number and the same 50 pages by "Next": each the list's ids in the order shown. */
async function bothWays(path: string, token = admin) {
  const byNumber: number[] = [];
  for (let n = 1; n <= 50; n++) byNumber.push(...(await get(`${path}&page=${n}`, token)).data.map((r) => r.id));
  const byCursor: number[] = [];
  let page = await get(path, token);
  for (let n = 2; n <= 51; n++) {
    byCursor.push(...page.data.map((r) => r.id));
    if (!page.meta.next || n > 50) break;
    page = await get(`${path}&page=${n}&after=${encodeURIComponent(page.meta.next)}`, token);
  }
  return { byNumber, byCursor };
}

/** Three people in five are named Нұрлан or Нұрланова (in varying case), the rest something else. */
const named = (i: number) => i % 5 < 3;
const personName = (i: number) =>
  named(i) ? [`Нұрланова Әсем ${i}`, `Асқар НҰРЛАН ${i}`, `нұрланбек Ерлан ${i}`][i % 3]! : `Сейітова Айгүл ${i}`;

describe('the users list searched for a name thousands share', () => {
  let matching: number[] = [];
  let lawyers: number[] = [];
  beforeAll(() => {
    const ids = insertAll(11_000, 'INSERT INTO users (name, phone, role_id) VALUES (?, ?, ?)', (i) => [
      personName(i),
      `7741${String(i).padStart(7, '0')}`,
      i % 250 === 0 ? ROLES.lawyer : ROLES.applicant,
    ]);
    matching = ids.filter((_, i) => named(i)).reverse();
    lawyers = ids.filter((_, i) => named(i) && i % 250 === 0).reverse();
  });

  it('pages by number and by "Next" show the same people, newest first, each once', { timeout: 60_000 }, async () => {
    expect(matching.length).toBeGreaterThan(5_000); // broad: beyond what a page reads driven by the matches
    const { byNumber, byCursor } = await bothWays('/api/users?search=Нұрлан&per_page=20');
    expect(byNumber).toEqual(matching.slice(0, 1_000));
    expect(byCursor).toEqual(byNumber);
  });

  it('finds the name in any case and counts to 1,000', async () => {
    const first = await get('/api/users?search=Нұрлан&page=1');
    for (const text of ['нұрлан', 'НҰРЛАН'])
      expect((await get(`/api/users?search=${encodeURIComponent(text)}&page=1`)).data).toEqual(first.data);
    expect(first.meta).toMatchObject({ total: 1_000, total_capped: true });
  });

  it('narrowed to a role, counts and lists exactly its few bearers of the name', async () => {
    const page = await get(`/api/users?search=Нұрлан&role_id=${ROLES.lawyer}&per_page=100`);
    expect(page.meta).toMatchObject({ total: lawyers.length, total_capped: false, next: null });
    expect(page.data.map((u) => u.id)).toEqual(lawyers);
  });
});

describe('the consultation cases searched for a name thousands share', () => {
  const BASE = Date.UTC(2026, 2, 2, 4, 0);
  let matching: number[] = [];
  let lawyer: Awaited<ReturnType<typeof t.userWithRole>>;
  let theirs: number[] = [];
  beforeAll(async () => {
    lawyer = await t.userWithRole('lawyer');
    // A lawyer's tablet stamps the case: three cases share each minute, in no order of id.
    const at = (i: number) => BASE + Math.floor(((i * 7) % 9_000) / 3) * 60_000;
    const ids = insertAll(
      9_000,
      `INSERT INTO consultations (uuid, iin, name, type, title, problem, status, source, created_at, lawyer_id)
       VALUES (?, '900101300123', ?, 'fraud', 'Алаяқтық', '', 2, 'intake', ?, ?)`,
      (i) => [`search-case-${i}`, personName(i), at(i), i % 100 === 0 ? lawyer.user.id : null],
    );
    const order = (list: number[]) =>
      list
        .map((id) => ({ id, at: at(ids.indexOf(id)) }))
        .sort((a, b) => b.at - a.at || b.id - a.id)
        .map((c) => c.id);
    matching = order(ids.filter((_, i) => named(i)));
    theirs = order(ids.filter((_, i) => named(i) && i % 100 === 0));
  });

  it('pages by number and by "Next" show the same cases, newest first, each once', { timeout: 60_000 }, async () => {
    expect(matching.length).toBeGreaterThan(5_000);
    const { byNumber, byCursor } = await bothWays('/api/consultations?q=Нұрлан&per_page=20');
    expect(byNumber).toEqual(matching.slice(0, 1_000));
    expect(byCursor).toEqual(byNumber);
    expect((await get('/api/consultations?q=нұрлан')).meta).toMatchObject({ total: 1_000, total_capped: true });
  });

  it("a lawyer's search counts and lists exactly their own cases of the name", async () => {
    const page = await get('/api/consultations?q=Нұрлан&per_page=100', lawyer.token);
    expect(page.meta).toMatchObject({ total: theirs.length, total_capped: false, next: null });
    expect(page.data.map((c) => c.id)).toEqual(theirs);
  });
});
