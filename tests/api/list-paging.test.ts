/**
 * Every admin list that grows with the programme pages the way the applications list does (ADR 065, 123):
 * requests, users, consultation cases, agro applications, property leads, contest entries (ADR 126) and import
 * jobs. Each holds just over 10,000 rows made by direct inserts; an admin pages a filtered part of it with "Next" while
 * new rows arrive between two clicks, and sees every row once; the total stops at 10,000; and where
 * the list has an export, the download is exactly the rows the list pages through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../db/roles.ts';
import { twoRegions } from '../support/applications.ts';
import { makeTestApp } from '../support/test-app.ts';

const t = makeTestApp();
afterAll(() => t.close());

/** Just over the count's cap; one row in seven is the filtered part an admin pages through. */
const N = 10_050;
const BASE = Date.UTC(2026, 0, 5, 4, 0);
const MINUTE = 60_000;
const matches = (i: number) => i % 7 === 0;

type Page = {
  data: { id: number }[];
  meta: { total: number; total_capped: boolean; next: string | null } & ({ page: number } | { current_page: number });
};

const tokens: Record<'admin' | 'operator', string> = { admin: '', operator: '' };
let operatorId = 0;
beforeAll(async () => {
  tokens.admin = (await t.userWithRole('admin')).token;
  const operator = await t.userWithRole('operator');
  tokens.operator = operator.token;
  operatorId = operator.user.id;
});

const sqlite = t.db.$client;
const place = twoRegions(t.db)[0]!;
/** Inserts `n` rows made by `row(i)` in one transaction and returns their ids. */
function insertAll(n: number, sql: string, row: (i: number) => unknown[]): number[] {
  const ins = sqlite.prepare(`${sql} RETURNING id`);
  return sqlite.transaction(() => Array.from({ length: n }, (_, i) => (ins.get(...row(i)) as { id: number }).id))();
}
const pick = (ids: number[]) => ids.filter((_, i) => matches(i));

interface ListCase {
  path: string;
  /** Who pages it, and the filter of the part they page through (an operator's own jobs: no filter). */
  who: 'admin' | 'operator';
  filter: string;
  /** Seeds N rows; the ids of the filtered part. */
  seed: () => number[];
  /** New rows of the filtered part, arriving between two pages (k counts the arrivals so far). */
  arrive: (k: number) => void;
  exportPath?: string;
}

const CASE_SQL = `INSERT INTO consultations (uuid, iin, name, type, title, problem, status, source, created_at)
  VALUES (?, '900101300123', ?, 'fraud', 'Алаяқтық', '', ?, 'intake', ?)`;
const AGRO_SQL = `INSERT INTO agro_applications (client_record_id, iin, name, phone, gender, birthday, region_id,
  district_id, village, answers, status, source, created_at) VALUES (?, ?, ?, ?, 'male', '1990-01-01', ?, ?, 'Ауыл', '{}', ?, 'public', ?)`;
/** Names repeat (a tie the id breaks) and come in no order of id. */
const agroRow = (i: number, status: string) => [
  `agro-${i}`,
  `9001013${String(i).padStart(5, '0')}`,
  `${['Әсем', 'Болат', 'Айгүл', 'Ержан'][i % 4]} ${(i * 37) % 500}`,
  `7701${String(i).padStart(7, '0')}`,
  place.regionId,
  place.districtId,
  status,
  BASE + i * MINUTE,
];
const LEAD_SQL = `INSERT INTO property_leads (client_record_id, kind, name, phone, created_at) VALUES (?, ?, 'Сатып алушы', '77010000000', ?)`;
const JOB_SQL = `INSERT INTO import_jobs (status, file_name, created_by) VALUES ('success', ?, ?)`;
/** One person's entries, a year each (the contest takes one entry per person, nomination and year). */
const CONTEST_SQL = `INSERT INTO contest_applications (client_record_id, applicant_id, nomination_id, year, form, data,
  status, submitted_at, received_at) VALUES (?, ?, ?, ?, 'product', '{}', ?, ?, ?)`;
const contestant = () => {
  const nomination = sqlite.prepare('SELECT id FROM contest_nominations ORDER BY id LIMIT 1').pluck().get();
  const person = sqlite
    .prepare(`INSERT INTO users (name, phone, role_id) VALUES ('Үміткер', '77450000001', ?) RETURNING id`)
    .pluck()
    .get(ROLES.applicant);
  return [person, nomination];
};
let contestPerson: unknown[] = [];

let serial = 0;
const next = () => ++serial;

const LISTS: Record<string, ListCase> = {
  requests: {
    path: '/api/requests',
    who: 'admin',
    filter: 'kind=consultation&status=new',
    seed: () =>
      pick(
        insertAll(
          N,
          'INSERT INTO requests (client_record_id, kind, payload, status, created_at) VALUES (?, ?, ?, ?, ?)',
          (i) => [
            `req-${i}`,
            matches(i) ? 'consultation' : 'contact',
            '{}',
            matches(i) || i % 2 ? 'new' : 'handled',
            BASE + i * MINUTE,
          ],
        ),
      ),
    arrive: (k) =>
      void insertAll(
        2,
        'INSERT INTO requests (client_record_id, kind, payload, status, created_at) VALUES (?, ?, ?, ?, ?)',
        () => [`req-new-${next()}`, 'consultation', '{}', 'new', BASE + (N + k) * MINUTE],
      ),
  },
  users: {
    path: '/api/users',
    who: 'admin',
    filter: `role_id=${ROLES.lawyer}`,
    seed: () =>
      pick(
        insertAll(N, 'INSERT INTO users (name, phone, role_id) VALUES (?, ?, ?)', (i) => [
          `Адам ${i}`,
          `7720${String(i).padStart(7, '0')}`,
          matches(i) ? ROLES.lawyer : ROLES.applicant,
        ]),
      ),
    arrive: () =>
      void insertAll(2, 'INSERT INTO users (name, phone, role_id) VALUES (?, ?, ?)', () => {
        const k = next();
        return [`Жаңа заңгер ${k}`, `7730${String(k).padStart(7, '0')}`, ROLES.lawyer];
      }),
  },
  cases: {
    path: '/api/consultations',
    who: 'admin',
    filter: 'status=2',
    // A lawyer's tablet stamps the case, a little off the order it reached the server in: equal times too.
    seed: () =>
      pick(
        insertAll(N, CASE_SQL, (i) => [`case-${i}`, `Іс ${i}`, matches(i) ? 2 : 1, BASE + Math.floor(i / 3) * MINUTE]),
      ),
    arrive: (k) => {
      insertAll(1, CASE_SQL, () => [`case-new-${next()}`, 'Жаңа іс', 2, BASE + (N + k) * MINUTE]);
      // Stamped offline weeks ago: it lands deep in the list, behind or ahead of the page being read.
      insertAll(1, CASE_SQL, () => [`case-old-${next()}`, 'Ескі іс', 2, BASE + ((k * 701) % N) * MINUTE]);
    },
  },
  agro: {
    path: '/api/agro/applications',
    who: 'admin',
    filter: 'status=screened&course=cattle&sort=name&order=ASC',
    seed: () => {
      const ids = insertAll(N, AGRO_SQL, (i) => agroRow(i, matches(i) ? 'screened' : 'applied'));
      const course = sqlite.prepare('INSERT INTO agro_application_courses (application_id, course) VALUES (?, ?)');
      sqlite.transaction(() => ids.forEach((id, i) => course.run(id, i % 2 ? 'apple' : 'cattle')))();
      return ids.filter((_, i) => matches(i) && i % 2 === 0);
    },
    arrive: () => {
      const [id] = insertAll(1, AGRO_SQL, () => agroRow(20_000 + next(), 'screened'));
      sqlite.prepare("INSERT INTO agro_application_courses (application_id, course) VALUES (?, 'cattle')").run(id);
    },
    exportPath: '/api/agro/applications/export',
  },
  leads: {
    path: '/api/property/leads',
    who: 'admin',
    filter: 'kind=callback',
    seed: () =>
      pick(insertAll(N, LEAD_SQL, (i) => [`lead-${i}`, matches(i) ? 'callback' : 'booking', BASE + i * MINUTE])),
    arrive: (k) => {
      insertAll(1, LEAD_SQL, () => [`lead-new-${next()}`, 'callback', BASE + (N + k) * MINUTE]);
      insertAll(1, LEAD_SQL, () => [`lead-old-${next()}`, 'callback', BASE + ((k * 997) % N) * MINUTE]);
    },
    exportPath: '/api/property/leads/export',
  },
  'contest entries': {
    path: '/api/contest/applications',
    who: 'admin',
    filter: 'status=shortlisted',
    seed: () => {
      contestPerson = contestant();
      return pick(
        insertAll(N, CONTEST_SQL, (i) => [
          `contest-${i}`,
          ...contestPerson,
          1000 + i,
          matches(i) ? 'shortlisted' : 'received',
          BASE + i * MINUTE,
          BASE + i * MINUTE,
        ]),
      );
    },
    arrive: () =>
      void insertAll(2, CONTEST_SQL, () => {
        const k = next();
        return [`contest-new-${k}`, ...contestPerson, 20_000 + k, 'shortlisted', BASE, BASE];
      }),
    exportPath: '/api/contest/applications/export',
  },
  'import jobs': {
    path: '/api/imports',
    who: 'operator',
    filter: '',
    seed: () => {
      const admin = sqlite.prepare('SELECT id FROM users WHERE role_id = ? LIMIT 1').pluck().get(ROLES.admin) as number;
      return pick(insertAll(N, JOB_SQL, (i) => [`list-${i}.xlsx`, matches(i) ? operatorId : admin]));
    },
    arrive: () => void insertAll(2, JOB_SQL, () => [`new-${next()}.xlsx`, operatorId]),
  },
};

async function get(c: ListCase, query: string, who = c.who): Promise<Page> {
  const res = await t.call('GET', `${c.path}?${query}`, { token: tokens[who] });
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
}

/** Every id "Next" reaches from the first page, calling `between` before each further page. */
async function pageAll(c: ListCase, between: (k: number) => void = () => {}) {
  const seen: number[] = [];
  const base = `${c.filter}&per_page=100`;
  let page = await get(c, base);
  for (let n = 2; ; n++) {
    seen.push(...page.data.map((r) => r.id));
    if (!page.meta.next) return seen;
    between(n);
    page = await get(c, `${base}&page=${n}&after=${encodeURIComponent(page.meta.next)}`);
  }
}

for (const [name, c] of Object.entries(LISTS))
  describe(`the ${name} list at just over 10,000 rows`, () => {
    let part: number[] = [];
    beforeAll(() => {
      part = c.seed();
    });

    it(
      '"Next" shows every row of a filtered list once while new rows arrive between pages',
      { timeout: 60_000 },
      async () => {
        expect(part.length).toBeGreaterThan(700);
        const seen = await pageAll(c, (k) => c.arrive(k));
        expect(new Set(seen).size).toBe(seen.length); // nothing twice
        const shown = new Set(seen);
        expect(part.filter((id) => !shown.has(id))).toEqual([]); // nothing that was there skipped
      },
    );

    it('counts up to 10,000 and says there are more; the filtered part is counted exactly', async () => {
      expect((await get(c, '', 'admin')).meta).toMatchObject({ total: 10_000, total_capped: true });
      const filtered = (await get(c, c.filter)).meta;
      const now = await pageAll(c);
      expect(filtered).toMatchObject({ total: now.length, total_capped: false });
    });

    if (c.exportPath)
      it('the export is exactly the rows the list pages through, in its order', { timeout: 60_000 }, async () => {
        const listed = await pageAll(c);
        const res = await t.call('GET', `${c.exportPath!}?${c.filter}&format=csv`, { token: tokens[c.who] });
        expect(res.status).toBe(200);
        const lines = (await res.text())
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\r\n')
          .slice(1);
        expect(lines.map((l) => Number(l.split(',')[0]))).toEqual(listed);
      });
  });
