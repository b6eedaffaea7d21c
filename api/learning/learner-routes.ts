/**
 * The learner's reads under /api/learn: my courses with progress, one course as the device keeps it
 * offline (lessons, tests WITHOUT right answers, my progress and graded attempts), my certificates and
 * their PDF. Only published courses the person is enrolled in.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { learnAttempts, learnCertificates, learnCourses, learnEnrolments, learnProgress } from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import { validate } from '../lib/validate.ts';
import { requireAuth } from '../middleware/auth.ts';
import type { LearnResult } from '../schemas/learning.ts';
import { copyVersion, learnerCourseRow } from './access.ts';
import { certificatePdf } from './certificate-pdf.ts';
import { courseContent, publishedLessons } from './course-content.ts';
import { learnerCourse } from './views.ts';
import { pickLocalized } from '../schemas/locale.ts';

type C = Context<AppEnv>;
const idParam = z.object({ id: z.coerce.number().int().positive() });
const notFound = (c: C) => c.json({ message: c.var.t('errors.not_found'), code: 'not_found' }, 404);

const certificateView = (c: C, cert: typeof learnCertificates.$inferSelect, title: string) => ({
  id: cert.id,
  number: cert.number,
  code: cert.code,
  course_id: cert.courseId,
  course: title,
  issued_at: cert.issuedAt.toISOString(),
  revoked: cert.revokedAt !== null,
  verify_url: `/verify/${cert.code}`,
  pdf_url: `/api/learn/certificates/${cert.id}/pdf`,
});

function myCertificates(c: C) {
  return c.var.db
    .select({ cert: learnCertificates, title: learnCourses.title })
    .from(learnCertificates)
    .innerJoin(learnCourses, eq(learnCourses.id, learnCertificates.courseId))
    .where(eq(learnCertificates.userId, c.var.user!.id))
    .orderBy(asc(learnCertificates.id))
    .all()
    .map((r) => certificateView(c, r.cert, pickLocalized(r.title, c.var.locale)));
}

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
    if (!course) return notFound(c);
    const { view, testIds } = courseContent(db, course, locale);
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
            correct: a.correct,
            passed: a.passed,
            submitted_at: a.submittedAt ? a.submittedAt.getTime() : null,
          }))
      : [];
    return c.json({
      data: {
        ...view,
        version: copyVersion(db, user!.id, course),
        progress,
        attempts,
        certificate: myCertificates(c).find((x) => x.course_id === course.id) ?? null,
      },
    });
  })
  .get('/certificates', requireAuth, (c) => c.json({ data: myCertificates(c) }))
  .get('/certificates/:id{[0-9]+}/pdf', requireAuth, validate('param', idParam), async (c) => {
    const { db, user, locale } = c.var;
    const row = db
      .select({ cert: learnCertificates, title: learnCourses.title })
      .from(learnCertificates)
      .innerJoin(learnCourses, eq(learnCourses.id, learnCertificates.courseId))
      .where(and(eq(learnCertificates.id, c.req.valid('param').id), eq(learnCertificates.userId, user!.id)))
      .get();
    if (!row) return notFound(c);
    const bytes = await certificatePdf({
      locale,
      t: c.var.t,
      name: user!.name,
      course: pickLocalized(row.title, locale),
      number: row.cert.number,
      issuedAt: row.cert.issuedAt,
      verifyUrl: new URL(`/verify/${row.cert.code}`, c.req.url).toString(),
    });
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', `attachment; filename="certificate-${row.cert.number}.pdf"`);
    c.header('Cache-Control', 'private, no-store');
    return c.body(new Uint8Array(bytes));
  });
