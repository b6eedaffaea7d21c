import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, attendanceCells, attendanceMarks, users } from '../../db/schema.ts';
import { ROLES } from '../../db/roles.ts';
import type { ApplicationsReport, LawyerStats, PublicSummary, TrainerReport } from '../../contract/reports.ts';
import { insertFlow, someDistricts } from '../support/flows.ts';
import { AKMOLA, KOKSHETAU } from '../support/registration-data.ts';
import { makeTestApp } from '../support/test-app.ts';
import { translated } from '../support/translated-errors.ts';

type Status = 'applied' | 'started' | 'completed' | 'not_completed';
let t: ReturnType<typeof makeTestApp>;
let seq = 0;
let A: ReturnType<typeof someDistricts>;

function person(name: string) {
  return t.db
    .insert(users)
    .values({
      name,
      phone: `7706${String(++seq).padStart(7, '0')}`,
      iin: `9001013${String(seq).padStart(5, '0')}`,
      roleId: ROLES.applicant,
    })
    .returning()
    .get();
}

/** One application, created at a Kazakhstan local time. */
function apply(
  region: number,
  district: number,
  status: Status,
  at: string,
  extra: Partial<typeof applications.$inferInsert> = {},
) {
  const u = person(`Өтініш беруші ${seq + 1}`);
  return t.db
    .insert(applications)
    .values({
      applicantId: u.id,
      lessonRegionId: region,
      lessonDistrictId: district,
      status,
      createdAt: new Date(`${at}+05:00`),
      ...extra,
    })
    .returning()
    .get();
}

function mark(flowId: number, applicationId: number, days: boolean[]) {
  days.forEach((present, i) => {
    const m = t.db
      .insert(attendanceMarks)
      .values({ flowId, applicationId, day: i + 1, present, markedAt: new Date(), receivedAt: new Date() })
      .returning()
      .get();
    t.db
      .insert(attendanceCells)
      .values({ flowId, applicationId, day: i + 1, present, markedAt: new Date(), markId: m.id })
      .run();
  });
}

async function get<T>(path: string, token?: string) {
  const res = await t.call('GET', path, { token, locale: 'en' });
  expect(res.status, path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}
const counts = (r: ApplicationsReport) => Object.fromEntries(r.rows.map((x) => [x.key, x.count]));

let trainer1: Awaited<ReturnType<typeof t.userWithRole>>;
let admin: Awaited<ReturnType<typeof t.userWithRole>>;

beforeAll(async () => {
  t = makeTestApp();
  A = someDistricts(t.db);
  admin = await t.userWithRole('admin');
  trainer1 = await t.userWithRole('trainer', { name: 'Айгүл Тренер' });
  const trainer2 = await t.userWithRole('trainer', { name: 'Бекзат Тренер' });
  const f1 = insertFlow(t.db, { regionId: A.regionId, districtId: A.districtId, trainerId: trainer1.user.id });
  const f2 = insertFlow(t.db, { regionId: AKMOLA, districtId: KOKSHETAU, trainerId: trainer2.user.id });
  // Region A: three in the first district, one in the second; region Abay: two, plus one deleted.
  apply(A.regionId, A.districtId, 'applied', '2026-11-02T10:00:00');
  const c1 = apply(A.regionId, A.districtId, 'completed', '2026-11-03T02:00:00', { flowId: f1.id }); // 2 Nov 21:00 UTC
  const c2 = apply(A.regionId, A.districtId, 'completed', '2026-11-10T12:00:00', { flowId: f1.id });
  apply(A.regionId, A.otherDistrictId, 'started', '2026-11-03T09:00:00');
  apply(AKMOLA, KOKSHETAU, 'applied', '2026-10-30T09:00:00');
  const n1 = apply(AKMOLA, KOKSHETAU, 'not_completed', '2026-11-10T09:00:00', { flowId: f2.id });
  apply(AKMOLA, KOKSHETAU, 'applied', '2026-11-10T09:00:00', { deletedAt: new Date() });
  mark(f1.id, c1.id, [true, true, true, true, true]);
  mark(f1.id, c2.id, [true, true, true, true, false]);
  mark(f2.id, n1.id, [true, false, false, false, false]);
});
afterAll(() => t.close());

describe('applications report', () => {
  it('counts applications by region, by district of a region and by status, without deleted ones', async () => {
    const byRegion = await get<ApplicationsReport>('/api/reports/applications?group=region', admin.token);
    expect(counts(byRegion)).toEqual({ [A.regionId]: 4, [AKMOLA]: 2 });
    expect(byRegion.total).toBe(6);
    expect(byRegion.rows[0]!.label).not.toBe(String(A.regionId));

    const byDistrict = await get<ApplicationsReport>(
      `/api/reports/applications?group=district&region_id=${A.regionId}`,
      admin.token,
    );
    expect(counts(byDistrict)).toEqual({ [A.districtId]: 3, [A.otherDistrictId]: 1 });

    const byStatus = await get<ApplicationsReport>('/api/reports/applications?group=status', admin.token);
    expect(byStatus.rows.map((r) => [r.key, r.label, r.count])).toEqual([
      ['applied', 'Applied', 2],
      ['started', expect.any(String), 1],
      ['completed', expect.any(String), 2],
      ['not_completed', expect.any(String), 1],
    ]);
  });

  it('buckets by Kazakhstan day, Monday week and month, within the date range and filters', async () => {
    const q = '/api/reports/applications?group=date';
    expect(counts(await get(`${q}&bucket=day&date_from=2026-11-01`, admin.token))).toEqual({
      '2026-11-02': 1,
      '2026-11-03': 2,
      '2026-11-10': 2,
    });
    expect(counts(await get(`${q}&bucket=week`, admin.token))).toEqual({
      '2026-10-26': 1,
      '2026-11-02': 3,
      '2026-11-09': 2,
    });
    expect(counts(await get(`${q}&bucket=month`, admin.token))).toEqual({ '2026-10-01': 1, '2026-11-01': 5 });
    expect(
      counts(await get(`${q}&bucket=month&status=completed&region_id=${A.regionId}&date_to=2026-11-09`, admin.token)),
    ).toEqual({
      '2026-11-01': 1,
    });
  });

  it('explains a district report without a region, and a reversed date range, per field', async () => {
    const res = await t.call(
      'GET',
      '/api/reports/applications?group=district&date_from=2026-11-05&date_to=2026-11-01',
      {
        token: admin.token,
        locale: 'en',
      },
    );
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors: Record<string, string[]> };
    expect(body.errors.region_id).toEqual(['reports.filter.region_required']);
    expect(body.errors.date_to).toEqual(['reports.filter.date_order']);
    expect(translated(body.errors, 'en')).toMatchObject({
      region_id: ['Choose a region to see its districts.'],
      date_to: ['The end date cannot be before the start date.'],
    });
  });

  it('shows an operator only their districts and a trainer only their flows', async () => {
    const op = await t.userWithRole('operator', { districtIds: [A.districtId] });
    expect(counts(await get('/api/reports/applications?group=region', op.token))).toEqual({ [A.regionId]: 3 });
    expect(counts(await get('/api/reports/applications?group=status', trainer1.token))).toEqual({ completed: 2 });
  });

  it('exports the same numbers as CSV', async () => {
    const res = await t.call('GET', '/api/reports/applications/export?group=status&format=csv', {
      token: admin.token,
      locale: 'en',
    });
    expect(res.headers.get('Content-Type')).toContain('text/csv');
    expect((await res.text()).replace('\uFEFF', '').trim().split('\r\n')).toEqual([
      'Status,Applications',
      'Applied,2',
      'Started training,1',
      'Completed,2',
      'Not completed,1',
    ]);
  });
});

describe('trainer report and statistics', () => {
  it('gives per trainer the flows, students, completed, not completed and attendance rate', async () => {
    const r = await get<TrainerReport>('/api/reports/trainers', admin.token);
    expect(r.rows.map(({ trainer_id: _, ...x }) => x)).toEqual([
      { name: 'Айгүл Тренер', flows: 1, students: 2, completed: 2, not_completed: 0, attendance_rate: 90 },
      { name: 'Бекзат Тренер', flows: 1, students: 1, completed: 0, not_completed: 1, attendance_rate: 20 },
    ]);
    expect(r.totals).toEqual({
      trainers: 2,
      flows: 2,
      students: 3,
      completed: 2,
      not_completed: 1,
      attendance_rate: 66.7,
    });
  });

  it('scopes the trainer report to an operator’s districts and to the trainer themself', async () => {
    const op = await t.userWithRole('operator', { districtIds: [KOKSHETAU] });
    expect((await get<TrainerReport>('/api/reports/trainers', op.token)).rows.map((r) => r.name)).toEqual([
      'Бекзат Тренер',
    ]);
    expect((await get<TrainerReport>('/api/reports/trainers', trainer1.token)).rows.map((r) => r.name)).toEqual([
      'Айгүл Тренер',
    ]);
  });

  it('lists lawyers with their case figures (none yet)', async () => {
    const lawyer = await t.userWithRole('lawyer');
    t.db
      .insert(users)
      .values({ name: 'Blocked lawyer', phone: '77069999999', roleId: ROLES.lawyer, blockedAt: new Date() })
      .run();
    const all = await get<LawyerStats>('/api/reports/lawyers', admin.token);
    expect(all).toMatchObject({ lawyers: 2, active: 1, unassigned: 0 });
    expect(all.rows[0]).toMatchObject({ cases: 0, open: 0, finished: 0, approved: 0, denied: 0 });
    const own = await get<LawyerStats>('/api/reports/lawyers', lawyer.token);
    expect(own.rows.map((r) => r.lawyer_id)).toEqual([lawyer.user.id]);
  });
});

describe('public summary', () => {
  it('gives anyone region-level counts only, with no personal data', async () => {
    const res = await t.call('GET', '/api/public/reports/summary', { locale: 'ru' });
    expect(res.status).toBe(200);
    const text = await res.text();
    const data = (JSON.parse(text) as { data: PublicSummary }).data;
    expect(data.regions.map((r) => [r.region_id, r.applications, r.completed])).toEqual([
      [A.regionId, 4, 2],
      [AKMOLA, 2, 0],
    ]);
    expect(data.total).toEqual({ applications: 6, completed: 2 });
    for (const r of data.regions)
      expect(Object.keys(r).sort()).toEqual(['applications', 'completed', 'name', 'region_id']);
    expect(text).not.toMatch(/Өтініш беруші|9001013|7706|district/);
  });
});
