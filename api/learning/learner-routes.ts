/**
 * The learner's reads under /api/learn: my courses with progress, one course as the device keeps it
 * offline (lessons, tests WITHOUT right answers — a practice test's apart — my progress and graded
 * attempts), my certificates (courses' and the training's) and their PDF. Only published courses the
 * person is enrolled in.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  learnAttempts,
  learnCertificates,
  learnCourseProgress,
  learnCourses,
  learnEnrolments,
  learnProgress,
} from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import { validate } from '../lib/validate.ts';
import { requireAuth } from '../middleware/auth.ts';
import type { LearnResult } from '../../contract/learning.ts';
import { drawSeed } from './draw-seed.ts';
import { copyVersion, learnerCourseRow } from './access.ts';
import { certificatePdf } from './certificate-pdf.ts';
import { certificateLines, certificateRows, certificateView, verifyLink } from './certificate-views.ts';
import { courseContent, publishedLessons } from './course-content.ts';
import { recordDeliveries } from './test-versions.ts';
import { learnerCourse } from './views.ts';
import { notFound } from '../lib/problem.ts';

type C = Context<AppEnv>;
const idParam = z.object({ id: z.coerce.number().int().positive() });

const myCertificates = (c: C) =>
  certificateRows(c.var.db, eq(learnCertificates.userId, c.var.user!.id)).map((r) =>
    certificateView(r, c.var.locale, c.var.t),
  );

export const learnerRoutes = new Hono<AppEnv>()
  .get('/courses', requireAuth, (c) => {
    const { db, user, locale } = c.var;
    const courses = db
      .select({ course: learnCourses, enrolmentVersion: learnEnrolments.serverVersion })
      .from(learnEnrolments)
      .innerJoin(learnCourses, eq(learnCourses.id, learnEnrolments.courseId))
      .where(
        and(
          eq(learnEnrolments.userId, user!.id),
          isNull(learnEnrolments.withdrawnAt),
          eq(learnCourses.published, true),
        ),
      )
      .orderBy(asc(learnCourses.id))
      .all();
    const certs = myCertificates(c);
    const data = courses.map(({ course, enrolmentVersion }) => {
      const lessons = publishedLessons(db, course.id);
      const done = lessons.length
        ? db
            .select({ id: learnProgress.lessonId })
            .from(learnProgress)
            .where(
              and(
                eq(learnProgress.userId, user!.id),
                eq(learnProgress.done, true),
                inArray(
                  learnProgress.lessonId,
                  lessons.map((l) => l.id),
                ),
              ),
            )
            .all()
            .map((r) => r.id)
        : [];
      const next = lessons.find((l) => !done.includes(l.id)) ?? null;
      return {
        ...learnerCourse(course, locale),
        version: Math.max(course.serverVersion, enrolmentVersion),
        lessons_total: lessons.length,
        lessons_done: done.length,
        continue_lesson_id: next?.id ?? null,
        certificate: certs.find((x) => x.course_id === course.id) ?? null,
      };
    });
    return c.json({ data });
  })
  .get('/courses/:id{[0-9]+}', requireAuth, validate('param', idParam), (c) => {
    const { db, user, locale } = c.var;
    const course = learnerCourseRow(db, user!.id, c.req.valid('param').id);
    if (!course) throw notFound();
    const { view, testIds } = courseContent(db, course, locale);
    // The versions this phone now holds: a start may name them, and not begin before now (ADR 114).
    recordDeliveries(db, user!.id, view.tests);
    const progress = db
      .select()
      .from(learnProgress)
      .where(and(eq(learnProgress.userId, user!.id), eq(learnProgress.courseId, course.id)))
      .all()
      .map((p) => ({
        lesson_id: p.lessonId,
        done: p.done,
        viewed: p.viewed,
        video_seconds: p.videoSeconds,
        materials_opened: p.materialsOpened,
      }));
    const courseOpened =
      db
        .select({ ids: learnCourseProgress.materialsOpened })
        .from(learnCourseProgress)
        .where(and(eq(learnCourseProgress.userId, user!.id), eq(learnCourseProgress.courseId, course.id)))
        .get()?.ids ?? [];
    const attempts: LearnResult[] = testIds.length
      ? db
          .select()
          .from(learnAttempts)
          .where(and(eq(learnAttempts.userId, user!.id), inArray(learnAttempts.testId, testIds)))
          .orderBy(asc(learnAttempts.createdAt))
          .all()
          .map((a) => ({
            attempt_id: a.id,
            test_id: a.testId,
            total: a.questionIds.length,
            pass_count: a.passCount,
            // An attempt beyond the limit counts for nothing and says nothing of its answers (ADR 133): a
            // second phone's extra attempts are no oracle of how many answers were right.
            correct: a.overLimit ? null : a.correct,
            passed: a.overLimit ? null : a.passed,
            submitted_at: a.submittedAt ? a.submittedAt.getTime() : null,
            review: a.review,
            over_limit: a.overLimit,
          }))
      : [];
    return c.json({
      data: {
        ...view,
        // A pooled test's draws come from this person's seed, issued with the copy the phone keeps (ADR 133).
        tests: view.tests.map((t) => ({
          ...t,
          draw_seed: t.pool_size === null ? null : drawSeed(db, user!.id, t.id),
        })),
        version: copyVersion(db, user!.id, course),
        progress,
        /** The course's own materials opened (lessons' are in `progress`). */
        course_materials_opened: courseOpened,
        attempts,
        certificate: myCertificates(c).find((x) => x.course_id === course.id) ?? null,
      },
    });
  })
  .get('/certificates', requireAuth, (c) => c.json({ data: myCertificates(c) }))
  .get('/certificates/:id{[0-9]+}/pdf', requireAuth, validate('param', idParam), async (c) => {
    const { db, user, locale, t, config } = c.var;
    const [row] = certificateRows(
      db,
      and(eq(learnCertificates.id, c.req.valid('param').id), eq(learnCertificates.userId, user!.id)),
    );
    if (!row) throw notFound();
    const bytes = await certificatePdf({
      locale,
      t,
      name: user!.name,
      ...certificateLines(row, locale, t),
      number: row.cert.number,
      issuedAt: row.cert.issuedAt,
      verifyUrl: verifyLink(config.publicUrl, c.req.url, row.cert.code),
    });
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', `attachment; filename="certificate-${row.cert.number}.pdf"`);
    // The device keeps its own copy (IndexedDB) once it has read it; no shared cache ever should.
    c.header('Cache-Control', 'private, no-store');
    return c.body(new Uint8Array(bytes));
  });
