/**
 * Paging the applications list at a size where counting every row would cost: 20,000 applications,
 * more arriving while an admin pages through them. "Next" follows a keyset cursor, so no row is shown
 * twice or skipped, and the count stops at 10,000 ("10,000+").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROAD } from '../../api/lib/text-search.ts';
import { ROLES } from '../../db/roles.ts';
import { users } from '../../db/schema.ts';
import { BASE_TIME, seedApplications, twoRegions } from '../support/applications.ts';
import { insertFlow } from '../support/flows.ts';
import { makeTestApp } from '../support/test-app.ts';

const t = makeTestApp();
afterAll(() => t.close());

type Page = {
  data: { id: number }[];
  meta: { total: number; total_capped: boolean; last_page: number; next: string | null };
};

const N = 20_000;
const places = twoRegions(t.db);
const registrar = t.db
  .insert(users)
  .values({ name: 'Оператор', phone: '77030000001', roleId: ROLES.operator })
  .returning()
  .get().id;
const seeded = seedApplications(t.db, N, { registrars: [registrar], flowId: insertFlow(t.db, places[0]!).id });
let admin = '';
beforeAll(async () => {
  admin = (await t.userWithRole('admin')).token;
});

async function list(query: Record<string, string | number>): Promise<Page> {
  const res = await t.call(
    'GET',
    `/api/applications?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    {
      token: admin,
    },
  );
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
}

/** New applications arriving meanwhile: newest dates, names spread over the alphabet, every status. */
let added = 0;
function arrive(n: number) {
  const user = t.db.$client.prepare('INSERT INTO users (name, iin, phone, role_id) VALUES (?, ?, ?, ?) RETURNING id');
  const app = t.db.$client.prepare(
    `INSERT INTO applications (applicant_id, status, language, lesson_region_id, lesson_district_id, source,
       created_at, submitted_at) VALUES (?, ?, 'kk', ?, ?, 'office', ?, ?)`,
  );
  for (let i = 0; i < n; i++, added++) {
    const at = BASE_TIME + (N + added) * 97 * 60_000;
    const { id } = user.get(
      `${'АБВЕМНС'[added % 7]}новый ${added}`,
      `7${String(added).padStart(11, '0')}`,
      `7709${String(added).padStart(7, '0')}`,
      ROLES.applicant,
    ) as { id: number };
    app.run(id, ['applied', 'started', 'completed'][added % 3], places[0]!.regionId, places[0]!.districtId, at, at);
  }
}

describe('paging 20,000 applications while more arrive', { timeout: 90_000 }, () => {
  for (const [sort, order] of [
    ['created_at', 'DESC'],
    ['name', 'ASC'],
    ['status', 'DESC'],
    ['id', 'ASC'],
  ] as const)
    it(`"Next" by ${sort} ${order} shows every application once, none skipped, none twice`, async () => {
      const seen: number[] = [];
      let page = await list({ sort, order, per_page: 100 });
      for (let n = 1; ; n++) {
        seen.push(...page.data.map((r) => r.id));
        if (!page.meta.next) break;
        arrive(3); // three registrations land between two clicks on "Next"
        page = await list({ sort, order, per_page: 100, page: n + 1, after: page.meta.next });
      }
      expect(new Set(seen).size).toBe(seen.length); // nothing twice
      const shown = new Set(seen);
      expect(seeded.filter((s) => !shown.has(s.id))).toEqual([]); // nothing that was there is skipped
    });

  it('counts up to 10,000 and says there are more; a narrower filter is counted exactly', async () => {
    const all = await list({});
    expect(all.meta).toMatchObject({ total: 10_000, total_capped: true });
    // No arrival is ever not_completed: the seeded ones are all there is.
    const notCompleted = seeded.filter((s) => s.status === 'not_completed').length;
    expect(notCompleted).toBeLessThan(10_000);
    expect((await list({ status: 'not_completed' })).meta).toMatchObject({ total: notCompleted, total_capped: false });
  });

  it('a name matching thousands pages in the list order, each once, and is counted up to 1,000', async () => {
    const matching = seeded
      .filter((s) => s.name.toLowerCase().includes('ова'))
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
    expect(matching.length).toBeGreaterThan(BROAD); // the list walks its order, not the matches
    let page = await list({ q: 'ОВА', per_page: 100 });
    expect(page.meta).toMatchObject({ total: 1_000, total_capped: true });
    const seen: number[] = [];
    for (let n = 1; ; n++) {
      seen.push(...page.data.map((r) => r.id));
      if (!page.meta.next) break;
      page = await list({ q: 'ОВА', per_page: 100, page: n + 1, after: page.meta.next });
    }
    expect(seen).toEqual(matching.map((s) => s.id));
  });

  it('a cursor a client made up is ignored: the first page comes back', async () => {
    const first = await list({ per_page: 20 });
    for (const after of [
      'nonsense',
      Buffer.from('[{"x":1},2]').toString('base64url'),
      Buffer.from('[1,1.5]').toString('base64url'),
    ])
      expect((await list({ per_page: 20, after })).data).toEqual(first.data);
  });
});
