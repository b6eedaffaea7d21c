/**
 * A course's lessons in the admin (`/api/courses/{course_id}/lesson…`): create, read, edit, publish. Every
 * change takes a new server version, so learners who saved the course get it with the next pull (ADR 101).
 */
import { eq, max } from 'drizzle-orm';
import { Hono } from 'hono';
import { learnLessons, learnTests } from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import { sanitizeLocalized } from '../lib/sanitize.ts';
import { validate, validationFailed } from '../lib/validate.ts';
import { lessonInput, publishInput } from '../../contract/learning.ts';
import type { z } from 'zod';
import { nextServerVersion } from '../sync/versions.ts';
import { admins, courseParam, editors, getCourse, getLesson, lessonParam, lessonView, log } from './admin-common.ts';
import { wrongMedia } from './media-check.ts';
import { adminLesson, adminTest } from './views.ts';
import { notFound } from '../lib/problem.ts';

/** The columns a lesson's form sets, the same on create and on edit (its content sanitised). */
const lessonFields = (v: z.infer<typeof lessonInput>) => ({
  title: v.title,
  description: v.description,
  content: sanitizeLocalized(v.content),
  comment: v.comment || null,
  materials: v.materials,
  cover: v.cover,
  video: v.video,
});

export const lessonRoutes = new Hono<AppEnv>()
  .post('/:course_id{[0-9]+}/lesson', editors, validate('param', courseParam), validate('json', lessonInput), (c) => {
    const courseId = c.req.valid('param').course_id;
    if (!getCourse(c, courseId)) throw notFound();
    const v = c.req.valid('json');
    const wrong = wrongMedia(c.var.db, v);
    if (wrong) return validationFailed(c, wrong);
    const last =
      c.var.db
        .select({ p: max(learnLessons.position) })
        .from(learnLessons)
        .where(eq(learnLessons.courseId, courseId))
        .get()?.p ?? 0;
    const row = c.var.db
      .insert(learnLessons)
      .values({
        courseId,
        position: v.position ?? last + 1,
        ...lessonFields(v),
        serverVersion: nextServerVersion(c.var.db),
      })
      .returning()
      .get();
    log(c, 'learn.lesson.create', 'learn_lesson', row.id, null, adminLesson(row));
    return c.json({ data: lessonView(c, row) }, 201);
  })
  .get('/:course_id{[0-9]+}/lesson/:id{[0-9]+}', editors, validate('param', lessonParam), (c) => {
    const { course_id, id } = c.req.valid('param');
    const lesson = getLesson(c, course_id, id);
    if (!lesson) throw notFound();
    const test = c.var.db.select().from(learnTests).where(eq(learnTests.lessonId, id)).get();
    return c.json({ data: { ...lessonView(c, lesson), test: test ? adminTest(test) : null } });
  })
  .put(
    '/:course_id{[0-9]+}/lesson/:id{[0-9]+}',
    editors,
    validate('param', lessonParam),
    validate('json', lessonInput),
    (c) => {
      const { course_id, id } = c.req.valid('param');
      const before = getLesson(c, course_id, id);
      if (!before) throw notFound();
      const v = c.req.valid('json');
      const wrong = wrongMedia(c.var.db, v);
      if (wrong) return validationFailed(c, wrong);
      // A new version, so learners who saved the course get the edited lesson with the next pull (ADR 101).
      const after = c.var.db
        .update(learnLessons)
        .set({
          ...lessonFields(v),
          position: v.position ?? before.position,
          serverVersion: nextServerVersion(c.var.db),
          updatedAt: new Date(),
        })
        .where(eq(learnLessons.id, id))
        .returning()
        .get();
      log(c, 'learn.lesson.update', 'learn_lesson', id, adminLesson(before), adminLesson(after));
      return c.json({ data: lessonView(c, after) });
    },
  )
  .post(
    '/:course_id{[0-9]+}/lesson/:id{[0-9]+}/publish',
    admins,
    validate('param', lessonParam),
    validate('json', publishInput),
    (c) => {
      const { course_id, id } = c.req.valid('param');
      const before = getLesson(c, course_id, id);
      if (!before) throw notFound();
      const { published } = c.req.valid('json');
      c.var.db
        .update(learnLessons)
        .set({ published, serverVersion: nextServerVersion(c.var.db), updatedAt: new Date() })
        .where(eq(learnLessons.id, id))
        .run();
      log(c, 'learn.lesson.publish', 'learn_lesson', id, { published: before.published }, { published });
      return c.json({ data: lessonView(c, { ...before, published }) });
    },
  );
