/**
 * Lesson progress from learners' phones (issue 16 point 10, ADR 068, 117): viewed, the video position,
 * the materials opened and "done" come through the outbox, days late, twice, from two phones, in any
 * order — and merge as the furthest point and the union, never lost and never counted twice. The
 * course's own materials opened likewise (`learn.course_progress`, ADR 125).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeMedia } from '../../api/content/media.ts';
import { contentMedia } from '../../db/schema.ts';
import { device } from '../support/push.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp()));
afterEach(() => t.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const body = async (res: Response) => (await res.json()) as { data: any };

const PDF_A = 'a'.repeat(32);
const PDF_B = 'b'.repeat(32);
const PDF_GONE = 'c'.repeat(32);

/** A published course with one lesson carrying two PDFs; one enrolled applicant. */
async function setUp() {
  const admin = await t.userWithRole('admin');
  const learner = await t.userWithRole('applicant');
  for (const id of [PDF_A, PDF_B, PDF_GONE]) {
    storeMedia(t.dir, id, Buffer.from('%PDF-1.4 x'));
    t.db
      .insert(contentMedia)
      .values({ id, kind: 'document', mime: 'application/pdf', name: `${id}.pdf`, size: 10 })
      .run();
  }
  const course = await body(
    await t.call('POST', '/api/courses', {
      token: admin.token,
      body: { kind: 'financial_literacy', title: { ru: 'Бюджет' }, language: 'ru' },
    }),
  );
  const courseId = course.data.id as number;
  const lesson = await body(
    await t.call('POST', `/api/courses/${courseId}/lesson`, {
      token: admin.token,
      body: {
        title: { ru: 'Урок' },
        materials: [
          { media_id: PDF_A, name: 'Таблица' },
          { media_id: PDF_B, name: 'Памятка' },
        ],
      },
    }),
  );
  const lessonId = lesson.data.id as number;
  await t.call('POST', `/api/courses/${courseId}/lesson/${lessonId}/publish`, {
    token: admin.token,
    body: { published: true },
  });
  await t.call('POST', `/api/courses/${courseId}/publish`, { token: admin.token, body: { published: true } });
  await t.call('POST', `/api/courses/${courseId}/enrol`, { token: admin.token, body: { user_ids: [learner.user.id] } });
  return { learner, courseId, lessonId };
}

const progressOf = async (token: string, courseId: number) =>
  (await body(await t.call('GET', `/api/learn/courses/${courseId}`, { token }))).data.progress;

describe('lesson progress through the outbox', () => {
  it('merges viewed, position and materials opened from two phones, late and out of order, as the furthest point', async () => {
    const { learner, courseId, lessonId } = await setUp();
    const phone = device(t, learner.token);
    const tablet = device(t, learner.token);
    // The tablet opened material B offline on Monday; its report arrives only after the phone's.
    expect((await phone.push('learn.progress', { lesson_id: lessonId, viewed: true })).status).toBe('applied');
    expect((await phone.push('learn.progress', { lesson_id: lessonId, materials_opened: [PDF_A] })).status).toBe(
      'applied',
    );
    expect((await phone.push('learn.progress', { lesson_id: lessonId, video_seconds: 40 })).status).toBe('applied');
    expect(
      (await tablet.push('learn.progress', { lesson_id: lessonId, materials_opened: [PDF_B], video_seconds: 10 }))
        .status,
    ).toBe('applied');
    expect(await progressOf(learner.token, courseId)).toEqual([
      { lesson_id: lessonId, done: false, viewed: true, video_seconds: 40, materials_opened: [PDF_A, PDF_B] },
    ]);
  });

  it('a replayed report is a duplicate and a resent one adds nothing; a late "not viewed" undoes nothing', async () => {
    const { learner, courseId, lessonId } = await setUp();
    const phone = device(t, learner.token);
    const args = { lesson_id: lessonId, viewed: true, materials_opened: [PDF_A] };
    expect((await phone.push('learn.progress', args, 1)).status).toBe('applied');
    // The answer was lost: the phone sends the same mutation again under its id, then a renumbered copy.
    expect((await phone.push('learn.progress', args, 1)).status).toBe('duplicate');
    expect((await phone.push('learn.progress', args, 2)).status).toBe('applied');
    expect((await phone.push('learn.progress', { lesson_id: lessonId, done: true }, 3)).status).toBe('applied');
    // A second phone's older report, from before anything was opened.
    const old = device(t, learner.token);
    expect((await old.push('learn.progress', { lesson_id: lessonId, viewed: false, done: false })).status).toBe(
      'applied',
    );
    expect(await progressOf(learner.token, courseId)).toEqual([
      { lesson_id: lessonId, done: true, viewed: true, video_seconds: 0, materials_opened: [PDF_A] },
    ]);
  });

  it('a watched or finished lesson counts as viewed; a material no longer in the lesson is dropped, not an error', async () => {
    const { learner, courseId, lessonId } = await setUp();
    const phone = device(t, learner.token);
    const res = await phone.push('learn.progress', {
      lesson_id: lessonId,
      video_seconds: 5,
      materials_opened: [PDF_GONE],
    });
    expect(res.status).toBe('applied');
    expect(await progressOf(learner.token, courseId)).toEqual([
      { lesson_id: lessonId, done: false, viewed: true, video_seconds: 5, materials_opened: [] },
    ]);
    const bad = await phone.push('learn.progress', { lesson_id: lessonId, materials_opened: ['not-an-id'] });
    expect(bad).toMatchObject({ status: 'rejected', errors: { 'materials_opened.0': ['validation.invalid'] } });
  });
});

describe("a course's own materials opened (ADR 125)", () => {
  it('merge as a union from two phones, count once when replayed, and show per learner in the course report', async () => {
    const { learner, courseId } = await setUp();
    const admin = await t.userWithRole('admin');
    const fields = { kind: 'financial_literacy', title: { ru: 'Бюджет' }, language: 'ru' };
    const withMaterials = (ids: string[]) =>
      t.call('PUT', `/api/courses/${courseId}`, {
        token: admin.token,
        body: { ...fields, materials: ids.map((media_id) => ({ media_id, name: 'Памятка' })) },
      });
    expect((await withMaterials([PDF_A, PDF_B])).status).toBe(200);
    const report = async () =>
      (await body(await t.call('GET', `/api/courses/${courseId}/report/learners`, { token: admin.token }))).data;
    const started = async () =>
      (await body(await t.call('GET', `/api/courses/${courseId}/report`, { token: admin.token }))).data.summary.started;
    expect((await report())[0].course_materials).toBe('0 / 2');
    expect(await started()).toBe(0);

    const phone = device(t, learner.token);
    const tablet = device(t, learner.token);
    const opened = { course_id: courseId, materials_opened: [PDF_A] };
    expect((await phone.push('learn.course_progress', opened, 1)).status).toBe('applied');
    // The answer was lost: the same mutation again, then a renumbered copy.
    expect((await phone.push('learn.course_progress', opened, 1)).status).toBe('duplicate');
    expect((await phone.push('learn.course_progress', opened, 2)).status).toBe('applied');
    // The tablet opened B offline, and a file the course never had.
    const late = { course_id: courseId, materials_opened: [PDF_B, PDF_GONE] };
    expect((await tablet.push('learn.course_progress', late)).status).toBe('applied');
    const read = (await body(await t.call('GET', `/api/learn/courses/${courseId}`, { token: learner.token }))).data;
    expect(read.course_materials_opened).toEqual([PDF_A, PDF_B]);
    // Opening the course's own materials is progress on their own, not a lesson's.
    expect(read.progress).toEqual([]);
    expect((await report())[0].course_materials).toBe('2 / 2');
    expect(await started()).toBe(1);

    // A material the admin took off the course no longer counts.
    await withMaterials([PDF_A]);
    expect((await report())[0].course_materials).toBe('1 / 1');
  });

  it('comes only from an enrolled learner', async () => {
    const { courseId } = await setUp();
    const stranger = await t.userWithRole('applicant');
    const res = await device(t, stranger.token).push('learn.course_progress', {
      course_id: courseId,
      materials_opened: [PDF_A],
    });
    expect(res).toMatchObject({ status: 'rejected', errors: { course_id: ['learn.errors.not_enrolled'] } });
  });
});
