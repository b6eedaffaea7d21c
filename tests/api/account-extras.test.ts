/**
 * The personal account's certificates and "my consultation requests" (issue 22 point 10). Requests carry
 * no user (the public form is anonymous), so they are the account's by its phone; only the type, date and
 * status come back, never the typed text.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, learnCertificates, learnCourses } from '../../db/schema.ts';
import { insertFlow, someDistricts } from '../support/flows.ts';
import { makeTestApp } from '../support/test-app.ts';

const t = makeTestApp();
afterAll(() => t.close());
const d = someDistricts(t.db);

type Signed = Awaited<ReturnType<typeof t.userWithRole>>;
let me: Signed;
let other: Signed;
beforeAll(async () => {
  me = await t.userWithRole('applicant');
  other = await t.userWithRole('applicant');
});

const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as any }); // eslint-disable-line @typescript-eslint/no-explicit-any

/** A consultation request as the public form sends it: anonymously, through the outbox. */
async function askForConsultation(phone: string, problem: string) {
  const res = await t.call('POST', '/api/sync/push', {
    body: {
      clientId: randomUUID(),
      clientSecret: 'ef'.repeat(32),
      schemaVersion: 1,
      mutations: [
        {
          id: 1,
          name: 'request.submit',
          args: {
            id: randomUUID(),
            kind: 'consultation',
            name: 'Айгүл',
            phone,
            consultation_type: 'fraud',
            problem,
            consent: true,
          },
          createdAt: Date.now(),
        },
      ],
    },
  });
  expect((await json(res)).body.data.results[0].status).toBe('applied');
}

describe('my consultation requests', () => {
  it("lists the requests sent with the account's phone, newest first, without their text", async () => {
    await askForConsultation(me.phone, 'Банк несие бойынша қоңырау шалады');
    await askForConsultation(other.phone, 'Басқа адамның сұрауы');
    await askForConsultation(me.phone, 'Екінші сұрау');
    const { status, body } = await json(await t.call('GET', '/api/my-consultations', { token: me.token }));
    expect(status).toBe(200);
    expect(body.data).toHaveLength(2);
    expect(body.data[0].id).toBeGreaterThan(body.data[1].id);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      consultation_type: 'fraud',
      status: 'new',
      created_at: expect.any(Number),
    });
    expect(JSON.stringify(body.data)).not.toContain('сұрау');
  });

  it('needs a session', async () => {
    expect((await t.call('GET', '/api/my-consultations')).status).toBe(401);
  });
});

describe('my certificates', () => {
  it('a completed training is a numbered, verifiable certificate dated by its flow; an unfinished one is not', async () => {
    const flow = insertFlow(t.db, { ...d, startDate: '2026-01-05', endDate: '2026-01-09' });
    const done = t.db
      .insert(applications)
      .values({ applicantId: me.user.id, lessonRegionId: d.regionId, lessonDistrictId: d.districtId, flowId: flow.id })
      .returning()
      .get();
    const admin = await t.userWithRole('admin');
    await t.call('POST', `/api/applications/${done.id}/status`, {
      token: admin.token,
      body: { status: 'completed', reason: 'Attended all five days' },
    });
    t.db
      .insert(applications)
      .values({
        applicantId: me.user.id,
        lessonRegionId: d.regionId,
        lessonDistrictId: d.districtId,
        status: 'started',
      })
      .run();
    const { body } = await json(await t.call('GET', '/api/personal-data', { token: me.token, locale: 'en' }));
    const [cert] = body.data.certificates;
    expect(body.data.certificates).toEqual([
      {
        kind: 'training',
        id: cert.id,
        application_id: done.id,
        issued_on: '2026-01-09',
        title: 'The "Debt-free society" programme',
        number: `QZ-2026-${String(cert.id).padStart(6, '0')}`,
        pdf_url: `/api/learn/certificates/${cert.id}/pdf`,
        verify_url: expect.stringMatching(/^\/verify\/[0-9a-f]{24}$/),
      },
    ]);
    // Read again, the same certificate: issued once.
    const again = await json(await t.call('GET', '/api/personal-data', { token: me.token, locale: 'en' }));
    expect(again.body.data.certificates).toEqual(body.data.certificates);
    const theirs = await json(await t.call('GET', '/api/personal-data', { token: other.token }));
    expect(theirs.body.data.certificates).toEqual([]);
  });
  it('a course certificate is listed in the reader’s language with its PDF and verification link; a revoked one is not', async () => {
    const learner = await t.userWithRole('applicant');
    const course = t.db
      .insert(learnCourses)
      .values({
        kind: 'financial_literacy',
        title: { kk: 'Қаржылық сауат', ru: 'Финансовая грамотность' },
        description: {},
        content: {},
        language: 'kk',
      })
      .returning()
      .get();
    const issued = (number: string, revokedAt: Date | null = null) =>
      t.db
        .insert(learnCertificates)
        .values({
          number,
          code: randomUUID(),
          userId: learner.user.id,
          courseId: course.id,
          issuedAt: new Date('2026-11-20T20:30:00Z'), // 21 November in Kazakhstan
          revokedAt,
        })
        .returning()
        .get();
    const cert = issued('QZ-2026-000101');
    issued('QZ-2026-000102', new Date());
    const { body } = await json(await t.call('GET', '/api/personal-data', { token: learner.token, locale: 'ru' }));
    expect(body.data.certificates).toEqual([
      {
        kind: 'course',
        id: cert.id,
        application_id: null,
        issued_on: '2026-11-21',
        title: 'Финансовая грамотность',
        number: 'QZ-2026-000101',
        pdf_url: `/api/learn/certificates/${cert.id}/pdf`,
        verify_url: `/verify/${cert.code}`,
      },
    ]);
  });
});
