/**
 * The course admin (seed paths /admin/courses…): courses and tests here, lessons (lesson-routes.ts) and
 * enrolment (enrol-routes.ts) beside. Admins and
 * experts edit content; only admins publish and enrol (ADR 066). Rich text is sanitised on save, like the
 * public content; every change is in the user-action log.
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { z } from 'zod';
import { contentMedia, learnCertificates, learnCourses, learnLessons, learnTests } from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import { sanitizeLocalized } from '../lib/sanitize.ts';
import { validate, validationFailed } from '../lib/validate.ts';
import { courseInput, courseVideoInput, publishInput, testInput } from '../../contract/learning.ts';
import { nextServerVersion } from '../sync/versions.ts';
import { courseFieldErrors } from './course-checks.ts';
import { courseContent } from './course-content.ts';
import { courseStudents, enrolmentRoutes } from './enrol-routes.ts';
import { lessonRoutes } from './lesson-routes.ts';
import { admins, courseParam, editors, getCourse, getLesson, idParam, log, type C } from './admin-common.ts';
import { wrongMedia } from './media-check.ts';
import { courseMedia } from './media-facts.ts';
import { saveTest, wrongQuestionImages } from './test-versions.ts';
import { adminCourse, adminLesson, adminMaterials, adminTest, mediaUrl } from './views.ts';
import { notFound } from '../lib/problem.ts';

const IMAGE_CHOICES = 48;

const courseValues = (v: z.output<typeof courseInput>) => ({
  kind: v.kind,
  title: v.title,
  description: v.description,
  content: sanitizeLocalized(v.content),
  image: v.image,
  materials: v.materials,
  language: v.language,
  regionId: v.region_id,
  districtId: v.district_id,
  responsibleName: v.responsible_name || null,
  responsiblePhone: v.responsible_phone ?? null,
  scheduleTitle: v.schedule_title,
  scheduleDescription: v.schedule_description,
  placeLat: v.lat,
  placeLon: v.lon,
  placeAddress: v.address,
  comments: v.comments || null,
});

function courseDetail(c: C, id: number) {
  const { db } = c.var;
  const course = getCourse(c, id)!;
  const lessons = db
    .select()
    .from(learnLessons)
    .where(eq(learnLessons.courseId, id))
    .orderBy(asc(learnLessons.position), asc(learnLessons.id))
    .all();
  const tests = db.select().from(learnTests).where(eq(learnTests.courseId, id)).all();
  const students = courseStudents(db, id);
  return {
    ...adminCourse(course),
    materials: adminMaterials(course.materials, courseMedia(db, course, [])),
    lessons: lessons.map(adminLesson),
    tests: tests.map(adminTest),
    students,
  };
}

export const learningAdmin = new Hono<AppEnv>()
  .get('/', editors, (c) => {
    const rows = c.var.db.select().from(learnCourses).orderBy(desc(learnCourses.id)).limit(500).all();
    return c.json({ data: rows.map(adminCourse) });
  })
  .post('/', editors, validate('json', courseInput), (c) => {
    const invalid = courseFieldErrors(c.var.db, c.req.valid('json'));
    if (invalid) return validationFailed(c, invalid);
    const values = courseValues(c.req.valid('json'));
    const row = c.var.db
      .insert(learnCourses)
      .values({ ...values, createdBy: c.var.user!.id, serverVersion: nextServerVersion(c.var.db) })
      .returning()
      .get();
    log(c, 'learn.course.create', 'learn_course', row.id, null, adminCourse(row));
    return c.json({ data: courseDetail(c, row.id) }, 201);
  })
  // The pictures already uploaded, newest first, so a course can reuse one (rowid order: no sort, no scan).
  .get('/images', editors, (c) => {
    const rows = c.var.db
      .select({ id: contentMedia.id, name: contentMedia.name })
      .from(contentMedia)
      .where(eq(contentMedia.kind, 'image'))
      .orderBy(desc(sql`${contentMedia}.rowid`))
      .limit(IMAGE_CHOICES)
      .all();
    return c.json({ data: rows.map((r) => ({ ...r, url: mediaUrl(r.id)! })) });
  })
  .get('/:id{[0-9]+}', editors, validate('param', idParam), (c) => {
    const id = c.req.valid('param').id;
    if (!getCourse(c, id)) throw notFound();
    return c.json({ data: courseDetail(c, id) });
  })
  .put('/:id{[0-9]+}', editors, validate('param', idParam), validate('json', courseInput), (c) => {
    const before = getCourse(c, c.req.valid('param').id);
    if (!before) throw notFound();
    const invalid = courseFieldErrors(c.var.db, c.req.valid('json'));
    if (invalid) return validationFailed(c, invalid);
    // A new version, so learners who saved the course get its fields with the next pull (ADR 116).
    const after = c.var.db
      .update(learnCourses)
      .set({ ...courseValues(c.req.valid('json')), serverVersion: nextServerVersion(c.var.db), updatedAt: new Date() })
      .where(eq(learnCourses.id, before.id))
      .returning()
      .get();
    log(c, 'learn.course.update', 'learn_course', before.id, adminCourse(before), adminCourse(after));
    return c.json({ data: courseDetail(c, before.id) });
  })
  .post('/:id{[0-9]+}/publish', admins, validate('param', idParam), validate('json', publishInput), (c) => {
    const before = getCourse(c, c.req.valid('param').id);
    if (!before) throw notFound();
    const { published } = c.req.valid('json');
    // Hidden again, the course leaves learners' devices with the next pull (ADR 116).
    c.var.db
      .update(learnCourses)
      .set({ published, serverVersion: nextServerVersion(c.var.db), updatedAt: new Date() })
      .where(eq(learnCourses.id, before.id))
      .run();
    log(c, 'learn.course.publish', 'learn_course', before.id, { published: before.published }, { published });
    return c.json({ data: courseDetail(c, before.id) });
  })
  .put('/:id{[0-9]+}/video', editors, validate('param', idParam), validate('json', courseVideoInput), (c) => {
    const before = getCourse(c, c.req.valid('param').id);
    if (!before) throw notFound();
    const { video } = c.req.valid('json');
    const wrong = wrongMedia(c.var.db, { video });
    if (wrong) return validationFailed(c, wrong);
    c.var.db
      .update(learnCourses)
      .set({ video, serverVersion: nextServerVersion(c.var.db), updatedAt: new Date() })
      .where(eq(learnCourses.id, before.id))
      .run();
    log(c, 'learn.course.video', 'learn_course', before.id, { video: before.video }, { video });
    return c.json({ data: courseDetail(c, before.id) });
  })
  .put('/:course_id{[0-9]+}/test', editors, validate('param', courseParam), validate('json', testInput), (c) => {
    const courseId = c.req.valid('param').course_id;
    if (!getCourse(c, courseId)) throw notFound();
    const v = c.req.valid('json');
    if (v.lesson_id !== null && !getLesson(c, courseId, v.lesson_id))
      return validationFailed(c, { lesson_id: ['validation.invalid'] });
    const wrong = wrongQuestionImages(c.var.db, v);
    if (wrong) return validationFailed(c, wrong);
    // One test per lesson and one final test per course: saving again makes its next version; attempts
    // are graded by the version their device saw (ADR 114).
    const { before, row } = saveTest(c.var.db, courseId, v, c.var.user!.id);
    log(c, 'learn.test.save', 'learn_test', row.id, before ? adminTest(before) : null, adminTest(row));
    return c.json({ data: adminTest(row) });
  })
  .route('/', lessonRoutes)
  .route('/', enrolmentRoutes)
  // The course exactly as an enrolled learner reads it (ADR 103): published or not, no enrolment, no
  // right answers, and a read only — nothing of the learner's (progress, attempts) is made or shown.
  .get('/:id{[0-9]+}/preview', editors, validate('param', idParam), (c) => {
    const course = getCourse(c, c.req.valid('param').id);
    if (!course) throw notFound();
    const { view } = courseContent(c.var.db, course, c.var.locale);
    const drafts = c.var.db
      .select({ n: count() })
      .from(learnLessons)
      .where(and(eq(learnLessons.courseId, course.id), eq(learnLessons.published, false)))
      .get()!.n;
    return c.json({
      data: {
        ...view,
        progress: [],
        course_materials_opened: [],
        attempts: [],
        certificate: null,
        preview: { published: course.published, draft_lessons: drafts },
      },
    });
  })
  .post('/certificates/:id{[0-9]+}/revoke', admins, validate('param', idParam), (c) => {
    const cert = c.var.db
      .select()
      .from(learnCertificates)
      .where(eq(learnCertificates.id, c.req.valid('param').id))
      .get();
    if (!cert) throw notFound();
    // An admin's revocation stays, whatever the status does later: one the status made becomes the admin's,
    // so a return to completed no longer makes it valid again (ADR 125).
    if (cert.revokedReason !== 'admin') {
      const revokedAt = cert.revokedAt ?? new Date();
      c.var.db
        .update(learnCertificates)
        .set({ revokedAt, revokedReason: 'admin' })
        .where(eq(learnCertificates.id, cert.id))
        .run();
      log(
        c,
        'learn.certificate.revoke',
        'learn_certificate',
        cert.id,
        { revoked_at: cert.revokedAt?.toISOString() ?? null, revoked_reason: cert.revokedReason },
        { revoked_at: revokedAt.toISOString(), revoked_reason: 'admin' },
      );
    }
    return c.json({ data: { id: cert.id, revoked: true } });
  });
