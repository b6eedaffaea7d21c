/**
 * Attempts taken offline and graded by what the phone saw (ADR 114): test versions, an edit while the
 * start is still on the phone, a removed question, an attempt over the limit kept, implausible times
 * flagged for an admin's review, lesson and practice tests.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  contentMedia,
  learnAttempts,
  learnCertificates,
  learnProgress,
  learnTestDeliveries,
  userActions,
} from '../../db/schema.ts';
import { body, publishedCourse, question } from '../support/learning.ts';
import { device } from '../support/push.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp()));
afterEach(() => t.close());

const MIN = 60_000;
const ALL = ['q1', 'q2', 'q3'];
const RIGHT = { q1: ['a'], q2: ['b'], q3: ['a', 'c'] };

async function setup(finalTest: object = {}) {
  const learner = await t.userWithRole('applicant');
  const c = await publishedCourse(t, [learner.user.id]);
  if (Object.keys(finalTest).length) await saveFinal(c.admin.token, c.courseId, finalTest);
  return { ...c, learner };
}

const saveFinal = (token: string, courseId: number, changes: object) =>
  t.call('PUT', `/api/courses/${courseId}/test`, {
    token,
    body: {
      questions: [question('q1', ['a']), question('q2', ['b']), question('q3', ['a', 'c'], true)],
      pass_count: 2,
      ...changes,
    },
  });

/**
 * The learner's phone reads the course; it got it half an hour ago by the server's clock, so an attempt's
 * receipts leave it time (ADR 133 judges the finish's receipt against when the phone got the test).
 */
async function learnerCourse(token: string, courseId: number) {
  const copy = (await body(await t.call('GET', `/api/learn/courses/${courseId}`, { token }))).data;
  t.db
    .update(learnTestDeliveries)
    .set({ servedAt: new Date(Date.now() - 30 * MIN) })
    .run();
  return copy;
}

interface Attempt {
  questions?: string[];
  answers?: Record<string, string[]>;
  /** The device's clock at start and at submit. */
  startAt?: number;
  submitAt?: number;
  version?: number;
}

/** One attempt as a phone sends it: start (dated on the device), the answers, the submit. */
async function attempt(d: ReturnType<typeof device>, testId: number, a: Attempt = {}) {
  const attempt_id = crypto.randomUUID();
  const start = {
    attempt_id,
    test_id: testId,
    question_ids: a.questions ?? ALL,
    ...(a.version === undefined ? {} : { version: a.version }),
  };
  // A few minutes ago by default: after the version was made, minutes before the submit.
  const started = await d.push('learn.start', start, undefined, a.startAt ?? Date.now() - 4 * MIN);
  expect(started.status).toBe('applied');
  for (const [question_id, answer_ids] of Object.entries(a.answers ?? RIGHT))
    expect((await d.push('learn.answer', { attempt_id, question_id, answer_ids })).status).toBe('applied');
  expect((await d.push('learn.submit', { attempt_id }, undefined, a.submitAt ?? Date.now())).status).toBe('applied');
  return attempt_id;
}

const row = (id: string) => t.db.select().from(learnAttempts).where(eq(learnAttempts.id, id)).get()!;

describe('graded by the version the phone saw', () => {
  it('an edit made while the start is still on the phone does not change the rule or the right answers', async () => {
    const { admin, learner, courseId, testId, lessonId } = await setup();
    // The phone reads the course (version 1, "2 of 3", q1's right answer is a) and goes offline.
    const seen = await learnerCourse(learner.token, courseId);
    const test = seen.tests.find((x: { id: number }) => x.id === testId);
    expect(test.version).toBe(1);
    const phone = device(t, learner.token);
    await phone.push('learn.progress', { lesson_id: lessonId, done: true });
    const startAt = Date.now() - 4 * MIN;
    // Meanwhile the admin asks for 3 of 3 and makes b the right answer of q1.
    await saveFinal(admin.token, courseId, {
      questions: [question('q1', ['b']), question('q2', ['b']), question('q3', ['a', 'c'], true)],
      pass_count: 3,
    });
    expect((await learnerCourse(learner.token, courseId)).tests[0].version).toBe(2);
    // The phone answers by what it saw: q1 a, q2 b, q3 wrong — 2 of 3 under version 1.
    const id = await attempt(phone, testId, {
      version: test.version,
      startAt,
      answers: { q1: ['a'], q2: ['b'], q3: ['b'] },
    });
    expect(row(id)).toMatchObject({ version: 1, passCount: 2, correct: 2, passed: true, flagged: false });
    expect((await learnerCourse(learner.token, courseId)).certificate).not.toBeNull();
  });

  it('a question an edit removed is still asked and graded by the attempt’s version, not rejected', async () => {
    const { admin, learner, courseId, testId } = await setup();
    await learnerCourse(learner.token, courseId);
    await saveFinal(admin.token, courseId, { questions: [question('q1', ['a']), question('q2', ['b'])] });
    const id = await attempt(device(t, learner.token), testId, { version: 1 });
    expect(row(id)).toMatchObject({ version: 1, questionIds: ALL, correct: 3, passed: true });
  });

  it('a start from an older app (no version) is graded by the test as it stands when the start arrives', async () => {
    const { admin, learner, courseId, testId } = await setup();
    await saveFinal(admin.token, courseId, { pass_count: 3 });
    const id = await attempt(device(t, learner.token), testId, { answers: { q1: ['a'], q2: ['b'] } });
    expect(row(id)).toMatchObject({ version: 2, passCount: 3, correct: 2, passed: false });
  });

  it('a start naming an older version its phone was never given is refused: an easier rule cannot be picked', async () => {
    const { admin, learner, courseId, testId } = await setup({ pass_count: 1 });
    await saveFinal(admin.token, courseId, { pass_count: 3 });
    // The phone only ever had version 3 ("3 of 3"); it names version 2 ("1 of 3").
    expect((await learnerCourse(learner.token, courseId)).tests[0].version).toBe(3);
    const res = await device(t, learner.token).push('learn.start', {
      attempt_id: crypto.randomUUID(),
      test_id: testId,
      question_ids: ALL,
      version: 2,
    });
    expect(res).toMatchObject({ status: 'rejected', errors: { version: ['validation.invalid'] } });
  });

  it('a start naming a version the test never had is refused on the field', async () => {
    const { learner, testId } = await setup();
    const res = await device(t, learner.token).push('learn.start', {
      attempt_id: crypto.randomUUID(),
      test_id: testId,
      question_ids: ALL,
      version: 9,
    });
    expect(res).toMatchObject({ status: 'rejected', errors: { version: ['validation.invalid'] } });
  });
});

describe('the attempt limit', () => {
  it('a second phone’s offline attempt beyond the limit is kept and graded but marked over the limit and not counted', async () => {
    const { admin, learner, courseId, testId, lessonId } = await setup({ attempt_limit: 1 });
    const phone = device(t, learner.token);
    const tablet = device(t, learner.token);
    await phone.push('learn.progress', { lesson_id: lessonId, done: true });
    // Both took their one attempt offline; the phone's (failed) arrives first.
    const first = await attempt(phone, testId, { version: 2, answers: { q1: ['b'] } });
    const second = await attempt(tablet, testId, { version: 2 });
    expect(row(first)).toMatchObject({ overLimit: false, correct: 0, passed: false });
    expect(row(second)).toMatchObject({ overLimit: true, correct: 3, passed: true });
    const read = await learnerCourse(learner.token, courseId);
    expect(read.attempts.map((a: { attempt_id: string; over_limit: boolean }) => [a.attempt_id, a.over_limit])).toEqual(
      [
        [first, false],
        [second, true],
      ],
    );
    expect(read.certificate).toBeNull();
    // Nor does the course report count it as a pass.
    const report = (await body(await t.call('GET', `/api/courses/${courseId}/report`, { token: admin.token }))).data;
    expect(report.summary).toMatchObject({ took_test: 1, passed: 0 });
  });

  // Phone A's attempt was started first; phone B's later. Either may reach the server first.
  const orders = [
    ['phone A syncs first', ['a', 'b']],
    ['phone B syncs first', ['b', 'a']],
  ] as const;

  it.each(orders)('the attempt started first counts, whichever phone syncs first (%s)', async (_what, order) => {
    const { learner, courseId, testId, lessonId } = await setup({ attempt_limit: 1 });
    const phones = { a: device(t, learner.token), b: device(t, learner.token) };
    await phones.a.push('learn.progress', { lesson_id: lessonId, done: true });
    const plan = {
      a: { version: 2, startAt: Date.now() - 4 * MIN }, // passes
      b: { version: 2, startAt: Date.now() - 2 * MIN, answers: { q1: ['b'] } }, // fails
    };
    const ids: Record<string, string> = {};
    for (const p of order) ids[p] = await attempt(phones[p], testId, plan[p]);
    expect(row(ids.a!)).toMatchObject({ overLimit: false, passed: true });
    expect(row(ids.b!)).toMatchObject({ overLimit: true, passed: false });
    const read = await learnerCourse(learner.token, courseId);
    expect(read.certificate).not.toBeNull();
  });

  it.each(orders)(
    'a later pass does not count when an earlier failed attempt used the limit, whichever syncs first (%s)',
    async (_what, order) => {
      const { learner, courseId, testId, lessonId } = await setup({ attempt_limit: 1 });
      const phones = { a: device(t, learner.token), b: device(t, learner.token) };
      await phones.a.push('learn.progress', { lesson_id: lessonId, done: true });
      const plan = {
        a: { version: 2, startAt: Date.now() - 4 * MIN, answers: { q1: ['b'] } }, // fails, started first
        b: { version: 2, startAt: Date.now() - 2 * MIN }, // passes, started later
      };
      const ids: Record<string, string> = {};
      for (const p of order) ids[p] = await attempt(phones[p], testId, plan[p]);
      expect(row(ids.a!)).toMatchObject({ overLimit: false, passed: false });
      expect(row(ids.b!)).toMatchObject({ overLimit: true, passed: true });
      // B's pass, counted while A's attempt was still on its phone, gave a certificate that A's arrival revokes.
      const { certificate } = await learnerCourse(learner.token, courseId);
      expect(certificate === null || certificate.revoked === true).toBe(true);
      const certificates = t.db
        .select({ reason: learnCertificates.revokedReason })
        .from(learnCertificates)
        .where(eq(learnCertificates.userId, learner.user.id))
        .all();
      expect(certificates).toEqual(order[0] === 'b' ? [{ reason: 'attempts' }] : []);
    },
  );
});

describe('an answer', () => {
  it('naming an answer that is not the question’s own is refused and grades nothing', async () => {
    const { learner, testId } = await setup();
    const phone = device(t, learner.token);
    const attempt_id = crypto.randomUUID();
    await phone.push(
      'learn.start',
      { attempt_id, test_id: testId, question_ids: ALL },
      undefined,
      Date.now() - 4 * MIN,
    );
    expect(await phone.push('learn.answer', { attempt_id, question_id: 'q1', answer_ids: ['q1-made-up'] })).toEqual({
      status: 'rejected',
      errors: { answer_ids: ['validation.invalid'] },
    });
    expect((await phone.push('learn.answer', { attempt_id, question_id: 'q1', answer_ids: ['a'] })).status).toBe(
      'applied',
    );
  });
});

describe('implausible times', () => {
  const now = Date.now();
  // A clock an hour ahead dates the start and the finish in the future.
  const cases: [string, string[], () => Attempt][] = [
    [
      'a start in the future',
      ['start_future', 'finish_future'],
      () => ({ startAt: now + 60 * MIN, submitAt: now + 64 * MIN }),
    ],
    ['a start far in the past', ['start_past'], () => ({ startAt: Date.now() - 40 * 24 * 60 * MIN })],
    ['a start before the phone had the test', ['clock_behind'], () => ({ version: 1, startAt: now - 60 * MIN })],
    [
      'a finish before the start',
      ['finish_before_start'],
      () => ({ startAt: now - 4 * MIN, submitAt: now - 10 * MIN }),
    ],
    [
      'a finish faster than 2 s a question',
      ['too_fast'],
      () => ({ startAt: Date.now() - 2_000, submitAt: Date.now() }),
    ],
    ['a finish in the future', ['finish_future'], () => ({ submitAt: Date.now() + 60 * MIN })],
  ];
  it.each(cases)(
    '%s: a passed attempt is kept with the device’s times and waits for review; no certificate',
    async (_what, flags, times) => {
      const { learner, courseId, testId, lessonId } = await setup();
      // The phone is given the test now.
      await learnerCourse(learner.token, courseId);
      const phone = device(t, learner.token);
      await phone.push('learn.progress', { lesson_id: lessonId, done: true });
      const a = times();
      const id = await attempt(phone, testId, a);
      const r = row(id);
      expect(r).toMatchObject({ passed: true, flagged: true, flagReasons: flags, review: 'pending' });
      if (a.startAt !== undefined) expect(r.deviceStartedAt!.getTime()).toBe(a.startAt);
      if (a.submitAt !== undefined) expect(r.deviceSubmittedAt!.getTime()).toBe(a.submitAt);
      const read = await learnerCourse(learner.token, courseId);
      expect(read.attempts[0]).toMatchObject({ passed: true, review: 'pending' });
      expect(read.certificate).toBeNull();
    },
  );

  it('plausible times are not flagged', async () => {
    const { learner, courseId, testId } = await setup();
    await learnerCourse(learner.token, courseId);
    const id = await attempt(device(t, learner.token), testId, { version: 1, startAt: Date.now() - MIN });
    expect(row(id)).toMatchObject({ flagged: false, flagReasons: [], review: null });
  });
});

describe('review of flagged attempts', () => {
  async function flaggedPass() {
    const c = await setup();
    const phone = device(t, c.learner.token);
    await phone.push('learn.progress', { lesson_id: c.lessonId, done: true });
    const id = await attempt(phone, c.testId, { startAt: Date.now() - 1_000 }); // too fast
    return { ...c, id };
  }

  it('lists the waiting attempt with its reasons and times; an admin’s approval issues the certificate, audited', async () => {
    const { admin, learner, courseId, id } = await flaggedPass();
    const expert = await t.userWithRole('expert');
    const list = await body(
      await t.call('GET', `/api/courses/${courseId}/attempts/review`, { token: expert.token, locale: 'en' }),
    );
    expect(list.data).toEqual([
      expect.objectContaining({
        id,
        name: learner.user.name,
        test: 'Final test',
        correct: 3,
        total: 3,
        pass_count: 2,
        reasons: ['too_fast'],
        device_started_at: expect.any(String),
        submit_received_at: expect.any(String),
      }),
    ]);
    const decide = (token: string, decision: string) =>
      t.call('POST', `/api/courses/attempts/${id}/review`, { token, body: { decision } });
    expect((await decide(expert.token, 'approved')).status).toBe(403);
    expect((await decide(admin.token, 'approved')).status).toBe(200);
    expect(row(id)).toMatchObject({ review: 'approved', reviewedBy: admin.user.id });
    const read = await learnerCourse(learner.token, courseId);
    expect(read.attempts[0].review).toBe('approved');
    expect(read.certificate).toMatchObject({ number: expect.stringMatching(/^QZ-\d{4}-\d{6}$/) });
    const logged = t.db.select().from(userActions).where(eq(userActions.action, 'learn.attempt.review')).all();
    expect(logged).toMatchObject([{ userId: admin.user.id, subjectId: id, after: { review: 'approved' } }]);
    expect(
      (await body(await t.call('GET', `/api/courses/${courseId}/attempts/review`, { token: admin.token }))).data,
    ).toEqual([]);
    const again = await decide(admin.token, 'rejected');
    expect(again.status).toBe(422);
    expect((await body(again)).errors).toEqual({ decision: ['learn.errors.already_reviewed'] });
  });

  it('a rejected attempt is kept but never counts; the learner sees it was not accepted', async () => {
    const { admin, learner, courseId, id } = await flaggedPass();
    await t.call('POST', `/api/courses/attempts/${id}/review`, { token: admin.token, body: { decision: 'rejected' } });
    const read = await learnerCourse(learner.token, courseId);
    expect(read.attempts).toMatchObject([{ attempt_id: id, passed: true, review: 'rejected' }]);
    expect(read.certificate).toBeNull();
  });
});

describe('lesson tests', () => {
  async function withLessonTest(practice: boolean) {
    const c = await setup();
    const res = await t.call('PUT', `/api/courses/${c.courseId}/test`, {
      token: c.admin.token,
      body: { lesson_id: c.lessonId, questions: [question('l1', ['c'])], pass_count: 1, practice },
    });
    expect(res.status).toBe(200);
    return { ...c, lessonTestId: (await body(res)).data.id as number };
  }

  it('a lesson with a test is done by passing it, not by the button; the course needs it passed', async () => {
    const { learner, courseId, lessonId, testId, lessonTestId } = await withLessonTest(false);
    const phone = device(t, learner.token);
    await phone.push('learn.progress', { lesson_id: lessonId, done: true });
    await attempt(phone, testId);
    const done = () =>
      t.db.select().from(learnProgress).where(eq(learnProgress.lessonId, lessonId)).get()?.done ?? false;
    expect(done()).toBe(false);
    expect((await learnerCourse(learner.token, courseId)).certificate).toBeNull();
    await attempt(phone, lessonTestId, { questions: ['l1'], answers: { l1: ['c'] } });
    expect(done()).toBe(true);
    expect((await learnerCourse(learner.token, courseId)).certificate).not.toBeNull();
  });

  it('a practice test comes with its right answers; the final test never does', async () => {
    const { learner, courseId, testId, lessonTestId } = await withLessonTest(true);
    const read = await learnerCourse(learner.token, courseId);
    const practice = read.tests.find((x: { id: number }) => x.id === lessonTestId);
    const final = read.tests.find((x: { id: number }) => x.id === testId);
    expect(practice).toMatchObject({ practice: true, right_answers: { l1: ['c'] } });
    expect(final).toMatchObject({ practice: false, right_answers: null });
  });

  it('only a lesson’s test may be a practice test', async () => {
    const { admin, courseId } = await setup();
    const res = await saveFinal(admin.token, courseId, { practice: true });
    expect(res.status).toBe(422);
    expect((await body(res)).errors).toEqual({ practice: ['learn.errors.practice_final'] });
  });

  it('a question’s picture must be an uploaded image, and the learner gets its address', async () => {
    const { admin, learner, courseId } = await setup();
    const form = new FormData();
    form.append(
      'file',
      new File([new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF\n'))], 'a.pdf', { type: 'application/pdf' }),
    );
    const upload = await t.app.request('/api/file-upload', {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    const pdfId = ((await upload.json()) as { data: { id: string } }).data.id;
    const refused = await saveFinal(admin.token, courseId, {
      questions: [{ ...question('q1', ['a']), image: pdfId }, question('q2', ['b']), question('q3', ['a'])],
    });
    expect(refused.status).toBe(422);
    expect((await body(refused)).errors).toEqual({ 'questions.0.image': ['validation.upload.not_image'] });
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0f5f56' } })
      .png()
      .toBuffer();
    const image = new FormData();
    image.append('file', new File([new Uint8Array(png)], 'q.png', { type: 'image/png' }));
    const uploaded = await t.app.request('/api/compress-file-upload', {
      method: 'POST',
      body: image,
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    const imageId = ((await uploaded.json()) as { data: { id: string } }).data.id;
    const saved = await saveFinal(admin.token, courseId, {
      questions: [{ ...question('q1', ['a']), image: imageId }, question('q2', ['b']), question('q3', ['a'])],
    });
    expect(saved.status).toBe(200);
    const shown = (await learnerCourse(learner.token, courseId)).tests[0].questions;
    expect(shown.map((q: { image: string | null }) => q.image)).toEqual([`/api/public/media/${imageId}`, null, null]);
    // With its bytes, so "Save course for offline" counts and fetches it (ADR 125).
    const stored = t.db.select().from(contentMedia).where(eq(contentMedia.id, imageId)).get()!;
    expect(shown.map((q: { image_size: number }) => q.image_size)).toEqual([stored.size, 0, 0]);
    expect(stored.size).toBeGreaterThan(0);
  });
});

describe('the course report', () => {
  it('grades each attempt by the version it was taken on, after the right answer changed', async () => {
    const { admin, learner, courseId, testId } = await setup();
    await attempt(device(t, learner.token), testId, { version: 1 });
    // q1's right answer becomes b: the attempt that chose a under version 1 stays right.
    await saveFinal(admin.token, courseId, {
      questions: [question('q1', ['b']), question('q2', ['b']), question('q3', ['a', 'c'], true)],
    });
    const report = (await body(await t.call('GET', `/api/courses/${courseId}/report`, { token: admin.token }))).data;
    expect(report.questions.find((q: { id: string }) => q.id === 'q1')).toMatchObject({ asked: 1, right: 1 });
    const answers = (
      await body(
        await t.call('GET', `/api/courses/${courseId}/report/learners/${learner.user.id}`, { token: admin.token }),
      )
    ).data;
    expect(answers.map((a: { answered_right: boolean }) => a.answered_right)).toEqual([true, true, true]);
  });
});
