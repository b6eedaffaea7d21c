/**
 * GET /api/admin/dashboard counts exactly what it names, from crafted rows on either side of every
 * boundary (today, this week, 24 hours, deleted, finished, blocked, not field staff); admins only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agroApplications,
  applications,
  consultations,
  contestApplications,
  contestNominations,
  propertyLeads,
  requests,
  surveyResponses,
  surveys,
  syncClients,
  syncResults,
  users,
} from '../../db/schema.ts';
import { ROLES } from '../../db/roles.ts';
import { weekStart } from '../../api/dashboard/counts.ts';
import { dashboardAnswer } from '../../contract/dashboard.ts';
import { DAY_MS, kzDayStart, todayInKazakhstan } from '../../contract/kazakhstan-time.ts';
import { makeTestApp } from '../support/test-app.ts';
import { AKMOLA, KOKSHETAU } from '../support/registration-data.ts';

const t = makeTestApp();
afterAll(() => t.close());

const now = Date.now();
const today = todayInKazakhstan(new Date(now));
const todayStart = kzDayStart(today);
const weekFrom = weekStart(today);
/** A moment earlier this week but not today; on a Monday there is none. */
const earlierThisWeek = weekFrom === today ? null : kzDayStart(weekFrom) + 1;
const lastWeek = kzDayStart(weekFrom) - 1;
const at = (ms: number) => new Date(ms);

let seq = 0;
const person = (roleId: number = ROLES.applicant, extra: Partial<typeof users.$inferInsert> = {}) =>
  t.db
    .insert(users)
    .values({ name: `Person ${++seq}`, phone: `7709${String(seq).padStart(7, '0')}`, roleId, ...extra })
    .returning()
    .get();

let trainerName = '';

beforeAll(() => {
  const { db } = t;
  const apply = (status: 'applied' | 'completed', createdAt: number, deletedAt?: number) =>
    db
      .insert(applications)
      .values({
        applicantId: person().id,
        status,
        createdAt: at(createdAt),
        ...(deletedAt ? { deletedAt: at(deletedAt) } : {}),
      })
      .run();
  apply('applied', todayStart + 1);
  apply('completed', todayStart + 2);
  apply('applied', todayStart + 3, now); // deleted: counts nowhere
  if (earlierThisWeek) apply('applied', earlierThisWeek);
  apply('completed', lastWeek);
  apply('applied', lastWeek);

  const nomination = db
    .insert(contestNominations)
    .values({ slug: 'dash', kind: 'product', title: { ru: 'Номинация' } })
    .returning()
    .get();
  for (const status of ['received', 'received', 'under_review', 'winner'] as const)
    db.insert(contestApplications)
      .values({
        clientRecordId: crypto.randomUUID(),
        applicantId: person().id,
        nominationId: nomination.id,
        year: 2026,
        form: 'product',
        data: {},
        status,
        submittedAt: at(now),
        receivedAt: at(now),
      })
      .run();

  const caseRow = (status: number, remindAt: string | null) =>
    db
      .insert(consultations)
      .values({
        uuid: crypto.randomUUID(),
        iin: '850312400011',
        name: 'Case',
        type: 'other',
        title: 'T',
        problem: 'P',
        status,
        remindAt,
        source: 'intake',
      })
      .run();
  caseRow(1, null);
  caseRow(2, null);
  caseRow(2, today); // has a next step
  caseRow(3, null); // finished

  for (const status of ['applied', 'screened'] as const)
    db.insert(agroApplications)
      .values({
        clientRecordId: crypto.randomUUID(),
        iin: '850312400011',
        name: 'Agro',
        phone: '77010000000',
        gender: 'female',
        birthday: '1985-03-12',
        regionId: AKMOLA,
        districtId: KOKSHETAU,
        village: 'V',
        answers: {},
        status,
        source: 'public',
      })
      .run();

  const survey = db
    .insert(surveys)
    .values({ type: 'feedback', title: { ru: 'Опрос' }, draft: { questions: [] } as never })
    .returning()
    .get();
  for (const createdAt of [todayStart + 1, now, todayStart - 1])
    db.insert(surveyResponses)
      .values({
        clientRecordId: crypto.randomUUID(),
        surveyId: survey.id,
        version: 1,
        type: 'feedback',
        answers: {},
        source: 'public',
        createdAt: at(createdAt),
      })
      .run();

  for (const [kind, status] of [
    ['contact', 'new'],
    ['consultation', 'new'],
    ['lead', 'handled'],
  ] as const)
    db.insert(requests).values({ clientRecordId: crypto.randomUUID(), kind, status, payload: {} }).run();
  for (const status of ['new', 'in_progress'] as const)
    db.insert(propertyLeads)
      .values({ clientRecordId: crypto.randomUUID(), kind: 'booking', name: 'L', phone: '77010000000', status })
      .run();

  const deviceOf = (userId: number | null, lastSeen: number) => {
    const clientId = crypto.randomUUID();
    db.insert(syncClients)
      .values({ clientId, userId, lastSeenAt: at(lastSeen) })
      .run();
    return clientId;
  };
  const operatorDevice = deviceOf(person(ROLES.operator).id, now - 60_000); // heard from today
  const trainer = person(ROLES.trainer);
  trainerName = trainer.name;
  deviceOf(trainer.id, now - 3 * DAY_MS); // silent longest
  deviceOf(person(ROLES.lawyer).id, now - 2 * DAY_MS); // silent
  deviceOf(person(ROLES.trainer, { blockedAt: at(now) }).id, now - 20 * DAY_MS); // blocked: not counted
  deviceOf(person(ROLES.admin).id, now - 5 * DAY_MS); // an office computer, not a field tablet
  deviceOf(null, now - 10 * DAY_MS); // an anonymous phone
  const result = (mutationId: number, status: 'applied' | 'rejected', createdAt: number) =>
    db
      .insert(syncResults)
      .values({ clientId: operatorDevice, mutationId, name: 'registration.submit', status, createdAt: at(createdAt) })
      .run();
  result(1, 'rejected', now - 60_000);
  result(2, 'rejected', now - 2 * 3_600_000);
  result(3, 'rejected', now - 2 * DAY_MS);
  result(4, 'applied', now - 60_000);
});

describe('admin dashboard', () => {
  it('counts today, this week, what waits for review and the devices, exactly', async () => {
    const admin = await t.userWithRole('admin');
    const res = await t.call('GET', '/api/admin/dashboard', { token: admin.token });
    expect(res.status).toBe(200);
    const { data } = dashboardAnswer.parse(await res.json());
    expect(data.today).toBe(today);
    expect(data.week_from).toBe(weekFrom);
    expect(data.numbers).toEqual({
      registrations_today: 2,
      registrations_week: earlierThisWeek ? 3 : 2,
      trained: 2,
      contest_awaiting: 2,
      cases_no_next_step: 2,
      agro_new: 1,
      survey_responses_today: 2,
    });
    expect(data.review).toEqual({
      applications: earlierThisWeek ? 3 : 2,
      contest: 2,
      agro: 1,
      consultations: 2,
      requests: 2,
      'property-leads': 1,
    });
    expect(data.sync).toEqual({
      pushed_24h: 1,
      rejected_24h: 2,
      silent_staff_devices: 2,
      oldest_silent: { last_seen_at: new Date(now - 3 * DAY_MS).toISOString(), user_name: trainerName },
    });
  });

  it('is for admins only', async () => {
    for (const role of ['operator', 'expert', 'lawyer'] as const) {
      const { token } = await t.userWithRole(role);
      expect((await t.call('GET', '/api/admin/dashboard', { token })).status).toBe(403);
    }
    expect((await t.call('GET', '/api/admin/dashboard')).status).toBe(401);
  });
});
