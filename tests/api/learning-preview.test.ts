import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { body, keys, publishedCourse, question } from '../support/learning.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp()));
afterEach(() => t.close());

/** Rows changed on the connection since it opened: a read leaves it where it was. */
const changes = () => (t.db.$client.prepare('select total_changes() as n').get() as { n: number }).n;

describe('preview as a learner', () => {
  it('shows an unpublished course as an enrolled learner reads it, without right answers, and writes nothing', async () => {
    const learner = await t.userWithRole('applicant');
    const expert = await t.userWithRole('expert');
    const { admin, courseId, lessonId } = await publishedCourse(t, [learner.user.id]);
    await t.call('PUT', `/api/courses/${courseId}/test`, {
      token: admin.token,
      body: { lesson_id: lessonId, questions: [question('l1', ['b'])], pass_count: 1 },
    });
    await t.call('POST', `/api/courses/${courseId}/lesson`, {
      token: admin.token,
      body: { title: { ru: 'Черновик' } },
    });
    const learnerRead = (await body(await t.call('GET', `/api/learn/courses/${courseId}`, { token: learner.token })))
      .data;
    await t.call('POST', `/api/courses/${courseId}/publish`, { token: admin.token, body: { published: false } });

    const before = changes();
    for (const who of [admin, expert]) {
      const res = await t.call('GET', `/api/courses/${courseId}/preview`, { token: who.token });
      expect(res.status).toBe(200);
      const json = await res.json();
      const k = keys(json);
      expect(k.has('right')).toBe(false);
      expect(k.has('correct_answers')).toBe(false);
      const { preview, ...shown } = (json as { data: { preview: unknown } }).data;
      expect(preview).toEqual({ published: false, draft_lessons: 1 });
      // Unpublishing moved the course's version on; everything else is the learner's read, but for the
      // learner's own draw seed (ADR 133): a preview draws for nobody.
      expect(shown).toEqual({
        ...learnerRead,
        tests: learnerRead.tests.map(({ draw_seed: _seed, ...test }: Record<string, unknown>) => test),
        version: expect.any(Number),
        progress: [],
        attempts: [],
        certificate: null,
      });
    }
    expect(changes()).toBe(before);
    expect(learnerRead.tests.map((x: { questions: unknown[] }) => x.questions.length).sort()).toEqual([1, 3]);

    // The learner still cannot read the unpublished course, nor preview it.
    expect((await t.call('GET', `/api/learn/courses/${courseId}`, { token: learner.token })).status).toBe(404);
    expect((await t.call('GET', `/api/courses/${courseId}/preview`, { token: learner.token })).status).toBe(403);
    expect((await t.call('GET', '/api/courses/999999/preview', { token: admin.token })).status).toBe(404);
  });
});
