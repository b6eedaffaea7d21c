/**
 * The training certificate uses the course certificates' issuing and verification (ADR 115; how it
 * follows the status: learning-training-certificate.test.ts), and the QR code printed on a certificate,
 * read off the PDF, points at the configured public address.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { applications, learnCertificates, userActions } from '../../db/schema.ts';
import { insertFlow, someDistricts } from '../support/flows.ts';
import { body, publishedCourse, takeTest } from '../support/learning.ts';
import { device } from '../support/push.ts';
import { qrTextOfPdf } from '../support/pdf-qr.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
afterEach(() => {
  t.close();
});

/** A participant of a 5-day flow (12–16 January 2026), completed by an office unless said. */
async function trainedParticipant(completed = true) {
  const me = await t.userWithRole('applicant');
  const d = someDistricts(t.db);
  const flow = insertFlow(t.db, { ...d, startDate: '2026-01-12', endDate: '2026-01-16' });
  const app = t.db
    .insert(applications)
    .values({ applicantId: me.user.id, lessonRegionId: d.regionId, lessonDistrictId: d.districtId, flowId: flow.id })
    .returning()
    .get();
  const admin = await t.userWithRole('admin');
  const status = completed ? 'completed' : 'started';
  await t.call('POST', `/api/applications/${app.id}/status`, { token: admin.token, body: { status, reason: 'Sheet' } });
  return { me, applicationId: app.id };
}

describe('the training certificate', () => {
  it('is issued once with a number, verifies in public, downloads as a PDF, and a revoked one says so', async () => {
    t = makeTestApp();
    const { me, applicationId } = await trainedParticipant();
    const list = async () => (await body(await t.call('GET', '/api/learn/certificates', { token: me.token }))).data;
    const [cert] = await list();
    expect(cert).toMatchObject({
      kind: 'training',
      application_id: applicationId,
      course_id: null,
      number: expect.stringMatching(/^QZ-2026-\d{6}$/),
      issued_at: '2026-01-16T07:00:00.000Z',
      revoked: false,
      verify_url: `/verify/${cert.code}`,
    });
    expect(await list()).toEqual([cert]);
    expect(t.db.select().from(userActions).where(eq(userActions.action, 'learn.certificate.issue')).all()).toHaveLength(
      1,
    );

    const verified = await body(await t.call('GET', `/api/public/verify/${cert.code}`, { locale: 'en' }));
    expect(verified.data).toEqual({
      name: me.user.name,
      course: 'The "Debt-free society" programme',
      issued_at: cert.issued_at,
      status: 'valid',
    });
    const pdf = await t.call('GET', cert.pdf_url, { token: me.token, locale: 'kk' });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // Another person's certificate is not theirs to download.
    const other = await t.userWithRole('applicant');
    expect((await t.call('GET', cert.pdf_url, { token: other.token })).status).toBe(404);

    const admin = await t.userWithRole('admin');
    expect((await t.call('POST', `/api/courses/certificates/${cert.id}/revoke`, { token: admin.token })).status).toBe(
      200,
    );
    expect((await body(await t.call('GET', `/api/public/verify/${cert.code}`))).data.status).toBe('revoked');
    // The account lists what it can print: a revoked certificate no longer.
    const account = await body(await t.call('GET', '/api/personal-data', { token: me.token }));
    expect(account.data.certificates).toEqual([]);
    expect(t.db.select().from(learnCertificates).all()).toHaveLength(1);
  });

  it('an application not completed has none', async () => {
    t = makeTestApp();
    const { me } = await trainedParticipant(false);
    expect((await body(await t.call('GET', '/api/learn/certificates', { token: me.token }))).data).toEqual([]);
  });
});

describe('the QR code on a certificate', () => {
  /** The link a phone's camera reads off the downloaded PDF. */
  async function qrLinkOfPdf(course: boolean) {
    let token: string;
    if (course) {
      const learner = await t.userWithRole('applicant');
      const { testId, lessonId } = await publishedCourse(t, [learner.user.id]);
      const d = device(t, learner.token);
      await d.push('learn.progress', { lesson_id: lessonId, done: true });
      await takeTest(d, testId, { q1: ['a'], q2: ['b'] });
      token = learner.token;
    } else token = (await trainedParticipant()).me.token;
    const [cert] = (await body(await t.call('GET', '/api/learn/certificates', { token }))).data;
    const pdf = await t.call('GET', `/api/learn/certificates/${cert.id}/pdf`, { token });
    expect(pdf.status).toBe(200);
    return { link: await qrTextOfPdf(new Uint8Array(await pdf.arrayBuffer())), code: cert.code as string };
  }

  it('links to the configured public address (PUBLIC_URL)', async () => {
    t = makeTestApp({ publicUrl: 'https://qaryzsyz.example' });
    for (const course of [true, false]) {
      const { link, code } = await qrLinkOfPdf(course);
      expect(link).toBe(`https://qaryzsyz.example/verify/${code}`);
    }
  });

  it('links to the address the request came to when none is configured', async () => {
    t = makeTestApp();
    const { link, code } = await qrLinkOfPdf(false);
    expect(link).toBe(`http://localhost/verify/${code}`);
  });

  it('scanned from the downloaded PDF, it opens the verification: valid, then revoked', async () => {
    t = makeTestApp({ publicUrl: 'https://qaryzsyz.example' });
    const learner = await t.userWithRole('applicant');
    const { admin, testId, lessonId } = await publishedCourse(t, [learner.user.id]);
    const d = device(t, learner.token);
    await d.push('learn.progress', { lesson_id: lessonId, done: true });
    await takeTest(d, testId, { q1: ['a'], q2: ['b'] });
    const [cert] = (await body(await t.call('GET', '/api/learn/certificates', { token: learner.token }))).data;
    const pdf = await t.call('GET', cert.pdf_url, { token: learner.token, locale: 'kk' });
    expect(pdf.status).toBe(200);
    const scanned = new URL(await qrTextOfPdf(new Uint8Array(await pdf.arrayBuffer())));
    expect(scanned.origin).toBe('https://qaryzsyz.example');
    // The page /verify/{code} reads its answer from /api/public/verify/{code}.
    const code = scanned.pathname.match(/^\/verify\/([0-9a-f]{24})$/)?.[1];
    expect(code).toBe(cert.code);
    const verify = async () => (await body(await t.call('GET', `/api/public/verify/${code}`, { locale: 'ru' }))).data;
    expect(await verify()).toEqual({
      name: learner.user.name,
      course: 'Бюджет семьи',
      issued_at: cert.issued_at,
      status: 'valid',
    });
    await t.call('POST', `/api/courses/certificates/${cert.id}/revoke`, { token: admin.token });
    expect((await verify()).status).toBe('revoked');
  });
});
