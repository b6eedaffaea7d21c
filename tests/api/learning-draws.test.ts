/**
 * A learner cannot game the pooled final test (issue 34.9, ADR 133): the course copy carries a seed the
 * server issued, the start's questions must be that seed's draw (a hand-picked easy set is rejected), a
 * draw out of turn waits for review; device times that look patient do not hide a finish the server got
 * seconds after it gave the phone the test; an attempt beyond the limit says nothing of its answers.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { learnAttempts, learnCertificates, learnTestDeliveries } from '../../db/schema.ts';
import { drawQuestions } from '../../contract/test-draw.ts';
import { body, publishedCourse, question } from '../support/learning.ts';
import { device } from '../support/push.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp()));
afterEach(() => t.close());

const MIN = 60_000;
const IDS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6'];
const row = (id: string) => t.db.select().from(learnAttempts).where(eq(learnAttempts.id, id)).get()!;

/** A course whose final test draws 3 of 6 questions (every right answer is "a"). */
async function pooled(extra: object = {}) {
  const learner = await t.userWithRole('applicant');
  const c = await publishedCourse(t, [learner.user.id]);
  await t.call('PUT', `/api/courses/${c.courseId}/test`, {
    token: c.admin.token,
    body: { questions: IDS.map((id) => question(id, ['a'])), pass_count: 2, pool_size: 3, ...extra },
  });
  const copy = (await body(await t.call('GET', `/api/learn/courses/${c.courseId}`, { token: learner.token }))).data;
  const test = copy.tests.find((x: { id: number }) => x.id === c.testId) as { draw_seed: string; version: number };
  return { ...c, learner, test, phone: device(t, learner.token) };
}

async function attempt(
  phone: ReturnType<typeof device>,
  testId: number,
  start: { question_ids: string[]; version: number; draw?: number },
  startAt = Date.now() - 4 * MIN,
) {
  const attempt_id = crypto.randomUUID();
  const started = await phone.push('learn.start', { attempt_id, test_id: testId, ...start }, undefined, startAt);
  if (started.status !== 'applied') return { attempt_id, started };
  for (const q of start.question_ids)
    await phone.push('learn.answer', { attempt_id, question_id: q, answer_ids: ['a'] });
  await phone.push('learn.submit', { attempt_id });
  return { attempt_id, started };
}

const backdateDelivery = () =>
  t.db
    .update(learnTestDeliveries)
    .set({ servedAt: new Date(Date.now() - 30 * MIN) })
    .run();

describe('the pooled final test', () => {
  it('the copy carries a seed; a hand-picked set is rejected, the issued draw is taken, a draw out of turn waits', async () => {
    const { testId, test, phone } = await pooled();
    backdateDelivery();
    expect(test.draw_seed).toMatch(/^[0-9a-f]{32}$/);
    const draw = (n: number) => drawQuestions(IDS, 3, test.draw_seed, n);
    const picked = IDS.filter((id) => !draw(0).includes(id)).slice(0, 3);
    const cheat = await attempt(phone, testId, { question_ids: picked, version: test.version, draw: 0 });
    expect(cheat.started).toMatchObject({ status: 'rejected', errors: { question_ids: ['validation.invalid'] } });

    const first = await attempt(phone, testId, { question_ids: draw(0), version: test.version, draw: 0 });
    expect(row(first.attempt_id)).toMatchObject({ flagged: false, passed: true, review: null });
    // Skipping to a later draw (one the phone liked better) is kept and graded, and a pass waits for an admin.
    const skipped = await attempt(phone, testId, { question_ids: draw(5), version: test.version, draw: 5 });
    expect(row(skipped.attempt_id)).toMatchObject({ flagReasons: ['draw_order'], review: 'pending' });
  });

  it('an hour of device time received seconds after the phone got the test waits for review: no certificate', async () => {
    const { testId, test, phone, lessonId, learner } = await pooled();
    await phone.push('learn.progress', { lesson_id: lessonId, done: true });
    const draw = drawQuestions(IDS, 3, test.draw_seed, 0);
    const { attempt_id } = await attempt(
      phone,
      testId,
      { question_ids: draw, version: test.version, draw: 0 },
      Date.now() - 60 * MIN,
    );
    expect(row(attempt_id)).toMatchObject({ passed: true, review: 'pending' });
    expect(row(attempt_id).flagReasons).toContain('too_fast_received');
    expect(t.db.select().from(learnCertificates).where(eq(learnCertificates.userId, learner.user.id)).all()).toEqual(
      [],
    );
  });

  it('an attempt beyond the limit reports nothing of its answers to the learner', async () => {
    const { courseId, testId, test, learner } = await pooled({ attempt_limit: 1 });
    backdateDelivery();
    const draw = drawQuestions(IDS, 3, test.draw_seed, 0);
    // Two phones offline, each taking "the last attempt": the later start is beyond the limit.
    const a = await attempt(device(t, learner.token), testId, { question_ids: draw, version: test.version, draw: 0 });
    const b = await attempt(device(t, learner.token), testId, { question_ids: draw, version: test.version, draw: 0 });
    expect(row(b.attempt_id)).toMatchObject({ overLimit: true, correct: 3 });
    const read = (await body(await t.call('GET', `/api/learn/courses/${courseId}`, { token: learner.token }))).data;
    const results = read.attempts as { attempt_id: string; correct: number | null; passed: boolean | null }[];
    expect(results.find((r) => r.attempt_id === a.attempt_id)).toMatchObject({ correct: 3, passed: true });
    expect(results.find((r) => r.attempt_id === b.attempt_id)).toMatchObject({ correct: null, passed: null });
  });
});
