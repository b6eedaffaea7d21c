/**
 * Changed lessons and courses reach a learner's device through the pull cursor (issue 16 point 6, ADR 101,
 * 116): an edit after the course was saved comes with the next pull in every language with its files; a
 * lesson hidden again comes as removed, and so does a course hidden again or a learner withdrawn from it;
 * nobody else's device gets them.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp()));
afterEach(() => t.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const body = async (res: Response) => (await res.json()) as { data: any };

async function pull(token: string, cursor: number) {
  const { data } = await body(await t.call('GET', `/api/sync/pull?cursor=${cursor}`, { token }));
  return data as {
    cursor: number;
    changes: { type: string; id: number; version: number; data: Record<string, unknown> }[];
  };
}
const lessonsOf = (p: Awaited<ReturnType<typeof pull>>) => p.changes.filter((c) => c.type === 'learn_lesson');
const coursesOf = (p: Awaited<ReturnType<typeof pull>>) => p.changes.filter((c) => c.type === 'learn_course');

async function setUp() {
  const admin = await t.userWithRole('admin');
  const learner = await t.userWithRole('applicant');
  const stranger = await t.userWithRole('applicant');
  const course = await body(
    await t.call('POST', '/api/courses', {
      token: admin.token,
      body: { kind: 'apple', title: { ru: 'Яблоки' }, language: 'ru' },
    }),
  );
  const courseId = course.data.id as number;
  const lesson = await body(
    await t.call('POST', `/api/courses/${courseId}/lesson`, {
      token: admin.token,
      body: { title: { ru: 'Обрезка', kk: 'Кесу' }, content: { ru: '<p>Весной</p>' } },
    }),
  );
  const lessonId = lesson.data.id as number;
  await t.call('POST', `/api/courses/${courseId}/lesson/${lessonId}/publish`, {
    token: admin.token,
    body: { published: true },
  });
  await t.call('POST', `/api/courses/${courseId}/publish`, { token: admin.token, body: { published: true } });
  await t.call('POST', `/api/courses/${courseId}/enrol`, { token: admin.token, body: { user_ids: [learner.user.id] } });
  return { admin, learner, stranger, courseId, lessonId };
}

describe('the learn_lesson pull', () => {
  it('brings a lesson edited after the course was saved, with the version the saved copy compares', async () => {
    const { admin, learner, courseId, lessonId } = await setUp();
    // The device saves the course: its lessons carry the version the pull later compares with.
    const saved = await body(await t.call('GET', `/api/learn/courses/${courseId}`, { token: learner.token }));
    const savedVersion = saved.data.lessons[0].version as number;
    expect(savedVersion).toBeGreaterThan(0);
    const first = await pull(learner.token, 0);
    expect(lessonsOf(first)).toEqual([
      expect.objectContaining({
        id: lessonId,
        version: savedVersion,
        data: expect.objectContaining({ course_id: courseId }),
      }),
    ]);

    await t.call('PUT', `/api/courses/${courseId}/lesson/${lessonId}`, {
      token: admin.token,
      body: {
        title: { ru: 'Обрезка весной', kk: 'Көктемгі кесу' },
        content: { ru: '<p>В марте<script>x</script></p>' },
      },
    });
    const next = lessonsOf(await pull(learner.token, first.cursor));
    expect(next).toHaveLength(1);
    expect(next[0]!.version).toBeGreaterThan(savedVersion);
    expect(next[0]!.data).toMatchObject({
      id: lessonId,
      course_id: courseId,
      title: { ru: 'Обрезка весной', kk: 'Көктемгі кесу' },
      content: { ru: '<p>В марте</p>' },
      materials: [],
      cover: null,
      video: null,
    });
  });

  it('says a lesson hidden again is removed, and gives nothing to someone not enrolled', async () => {
    const { admin, learner, stranger, courseId, lessonId } = await setUp();
    const before = await pull(learner.token, 0);
    await t.call('POST', `/api/courses/${courseId}/lesson/${lessonId}/publish`, {
      token: admin.token,
      body: { published: false },
    });
    expect(lessonsOf(await pull(learner.token, before.cursor))).toEqual([
      expect.objectContaining({ id: lessonId, data: { id: lessonId, course_id: courseId, removed: true } }),
    ]);
    expect(lessonsOf(await pull(stranger.token, 0))).toEqual([]);
    expect(lessonsOf(await pull(admin.token, 0))).toEqual([]);
  });
});

describe('the learn_course pull', () => {
  it("brings the course's own fields edited after it was saved, in every language", async () => {
    const { admin, learner, courseId } = await setUp();
    const saved = await body(await t.call('GET', `/api/learn/courses/${courseId}`, { token: learner.token }));
    const first = await pull(learner.token, 0);
    expect(coursesOf(first)).toEqual([
      expect.objectContaining({ id: courseId, data: expect.objectContaining({ title: { ru: 'Яблоки' } }) }),
    ]);
    expect(saved.data.version).toBeGreaterThan(0);

    await t.call('PUT', `/api/courses/${courseId}`, {
      token: admin.token,
      body: { kind: 'apple', title: { ru: 'Яблоки осенью', kk: 'Күзгі алма' }, language: 'ru', comments: 'staff' },
    });
    const next = coursesOf(await pull(learner.token, first.cursor));
    expect(next).toHaveLength(1);
    expect(next[0]!.version).toBeGreaterThan(saved.data.version);
    expect(next[0]!.data).toMatchObject({
      id: courseId,
      title: { ru: 'Яблоки осенью', kk: 'Күзгі алма' },
      materials: [],
      video: null,
      version: next[0]!.version,
    });
    // Staff comments never reach a learner's device.
    expect(JSON.stringify(next[0]!.data)).not.toContain('staff');
  });

  it('says a course hidden again is removed, and brings it back when published again', async () => {
    const { admin, learner, stranger, courseId } = await setUp();
    const before = await pull(learner.token, 0);
    await t.call('POST', `/api/courses/${courseId}/publish`, { token: admin.token, body: { published: false } });
    const hidden = await pull(learner.token, before.cursor);
    expect(coursesOf(hidden)).toEqual([
      expect.objectContaining({ id: courseId, data: { id: courseId, removed: true } }),
    ]);
    await t.call('POST', `/api/courses/${courseId}/publish`, { token: admin.token, body: { published: true } });
    expect(coursesOf(await pull(learner.token, hidden.cursor))).toEqual([
      expect.objectContaining({ id: courseId, data: expect.objectContaining({ title: { ru: 'Яблоки' } }) }),
    ]);
    expect(coursesOf(await pull(stranger.token, 0))).toEqual([]);
  });

  it('a withdrawn learner loses the course: removed in the pull, no more lessons, the course answers 404', async () => {
    const { admin, learner, courseId, lessonId } = await setUp();
    const before = await pull(learner.token, 0);
    const res = await t.call('POST', `/api/courses/${courseId}/withdraw`, {
      token: admin.token,
      body: { user_ids: [learner.user.id] },
    });
    expect((await body(res)).data).toEqual({ withdrawn: 1, students: [] });
    const after = await pull(learner.token, before.cursor);
    expect(coursesOf(after)).toEqual([
      expect.objectContaining({ id: courseId, data: { id: courseId, removed: true } }),
    ]);
    expect((await t.call('GET', `/api/learn/courses/${courseId}`, { token: learner.token })).status).toBe(404);
    expect((await body(await t.call('GET', '/api/learn/courses', { token: learner.token }))).data).toEqual([]);
    // A lesson edited after the withdrawal does not reach the device.
    await t.call('PUT', `/api/courses/${courseId}/lesson/${lessonId}`, {
      token: admin.token,
      body: { title: { ru: 'Новое' } },
    });
    expect(lessonsOf(await pull(learner.token, after.cursor))).toEqual([]);
    // Withdrawing again changes nothing; enrolling again brings the course back.
    const again = await t.call('POST', `/api/courses/${courseId}/withdraw`, {
      token: admin.token,
      body: { user_ids: [learner.user.id] },
    });
    expect((await body(again)).data.withdrawn).toBe(0);
    await t.call('POST', `/api/courses/${courseId}/enrol`, {
      token: admin.token,
      body: { user_ids: [learner.user.id] },
    });
    expect(coursesOf(await pull(learner.token, after.cursor))).toEqual([
      expect.objectContaining({ id: courseId, data: expect.objectContaining({ id: courseId, kind: 'apple' }) }),
    ]);
    expect((await t.call('GET', `/api/learn/courses/${courseId}`, { token: learner.token })).status).toBe(200);
  });
});
