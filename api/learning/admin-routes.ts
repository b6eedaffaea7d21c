/**
 * The course admin (seed paths /admin/courses…): courses, lessons, tests and enrolment. Admins and
 * experts edit content; only admins publish and enrol (ADR 066). Rich text is sanitised on save, like the
 * public content; every change is in the user-action log.
 */
import { and, asc, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  applications,
  contentMedia,
  learnCertificates,
  learnCourses,
  learnEnrolments,
  learnLessons,
  learnTests,
  users,
} from '../../db/schema.ts';
import { ROLES } from '../../db/roles.ts';
import type { AppEnv } from '../context.ts';
import { audit } from '../lib/audit.ts';
import { sanitizeLocalized } from '../lib/sanitize.ts';
import { validate, validationFailed } from '../lib/validate.ts';
import { requireRole } from '../middleware/auth.ts';
import {
  courseInput,
  courseVideoInput,
  enrolInput,
  lessonInput,
  publishInput,
  testInput,
} from '../schemas/learning.ts';
import { nextServerVersion } from '../sync/versions.ts';
import { courseFieldErrors } from './course-checks.ts';
import { courseContent } from './course-content.ts';
import { wrongMedia } from './media-check.ts';
import { saveTest, wrongQuestionImages } from './test-versions.ts';
import { adminCourse, adminLesson, adminTest, mediaUrl } from './views.ts';

type C = Context<AppEnv>;
const editors = requireRole('admin', 'expert');
const admins = requireRole('admin');
const idParam = z.object({ id: z.coerce.number().int().positive() });
const lessonParam = z.object({ course_id: z.coerce.number().int().positive(), id: z.coerce.number().int().positive() });
const IMAGE_CHOICES = 48;
const courseParam = z.object({ course_id: z.coerce.number().int().positive() });

const notFound = (c: C) => c.json({ message: c.var.t('errors.not_found'), code: 'not_found' }, 404);
const getCourse = (c: C, id: number) => c.var.db.select().from(learnCourses).where(eq(learnCourses.id, id)).get();
const getLesson = (c: C, courseId: number, id: number) =>
  c.var.db
    .select()
    .from(learnLessons)
    .where(and(eq(learnLessons.id, id), eq(learnLessons.courseId, courseId)))
    .get();

function log(c: C, action: string, subjectType: string, subjectId: number, before: unknown, after: unknown) {
  audit(c.var.db, {
    action,
    userId: c.var.user!.id,
    subjectType,
    subjectId,
    before: before as Record<string, unknown> | null,
    after: after as Record<string, unknown> | null,
    ip: c.var.ip,
  });
}

const courseValues = (v: z.output<typeof courseInput>) => ({
  kind: v.kind,
  title: v.title,
  description: v.description,
  content: sanitizeLocalized(v.content),
  image: v.image,
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
  const students = db
    .select({ id: users.id, name: users.name, phone: users.phone })
    .from(learnEnrolments)
    .innerJoin(users, eq(users.id, learnEnrolments.userId))
    .where(eq(learnEnrolments.courseId, id))
    .orderBy(users.name)
    .all();
  return { ...adminCourse(course), lessons: lessons.map(adminLesson), tests: tests.map(adminTest), students };
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
      .values({ ...values, createdBy: c.var.user!.id })
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
    return getCourse(c, id) ? c.json({ data: courseDetail(c, id) }) : notFound(c);
  })
  .put('/:id{[0-9]+}', editors, validate('param', idParam), validate('json', courseInput), (c) => {
    const before = getCourse(c, c.req.valid('param').id);
    if (!before) return notFound(c);
    const invalid = courseFieldErrors(c.var.db, c.req.valid('json'));
    if (invalid) return validationFailed(c, invalid);
    const after = c.var.db
      .update(learnCourses)
      .set({ ...courseValues(c.req.valid('json')), updatedAt: new Date() })
      .where(eq(learnCourses.id, before.id))
      .returning()
      .get();
    log(c, 'learn.course.update', 'learn_course', before.id, adminCourse(before), adminCourse(after));
    return c.json({ data: courseDetail(c, before.id) });
  })
  .post('/:id{[0-9]+}/publish', admins, validate('param', idParam), validate('json', publishInput), (c) => {
    const before = getCourse(c, c.req.valid('param').id);
    if (!before) return notFound(c);
    const { published } = c.req.valid('json');
    c.var.db.update(learnCourses).set({ published, updatedAt: new Date() }).where(eq(learnCourses.id, before.id)).run();
    log(c, 'learn.course.publish', 'learn_course', before.id, { published: before.published }, { published });
    return c.json({ data: courseDetail(c, before.id) });
  })
  .put('/:id{[0-9]+}/video', editors, validate('param', idParam), validate('json', courseVideoInput), (c) => {
    const before = getCourse(c, c.req.valid('param').id);
    if (!before) return notFound(c);
    const { video } = c.req.valid('json');
    const wrong = wrongMedia(c.var.db, { video });
    if (wrong) return validationFailed(c, wrong);
    c.var.db.update(learnCourses).set({ video, updatedAt: new Date() }).where(eq(learnCourses.id, before.id)).run();
    log(c, 'learn.course.video', 'learn_course', before.id, { video: before.video }, { video });
    return c.json({ data: courseDetail(c, before.id) });
  })
  .post('/:course_id{[0-9]+}/lesson', editors, validate('param', courseParam), validate('json', lessonInput), (c) => {
    const courseId = c.req.valid('param').course_id;
    if (!getCourse(c, courseId)) return notFound(c);
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
        title: v.title,
        description: v.description,
        content: sanitizeLocalized(v.content),
        materials: v.materials,
        cover: v.cover,
        video: v.video,
        serverVersion: nextServerVersion(c.var.db),
      })
      .returning()
      .get();
    log(c, 'learn.lesson.create', 'learn_lesson', row.id, null, adminLesson(row));
    return c.json({ data: adminLesson(row) }, 201);
  })
  .get('/:course_id{[0-9]+}/lesson/:id{[0-9]+}', editors, validate('param', lessonParam), (c) => {
    const { course_id, id } = c.req.valid('param');
    const lesson = getLesson(c, course_id, id);
    if (!lesson) return notFound(c);
    const test = c.var.db.select().from(learnTests).where(eq(learnTests.lessonId, id)).get();
    return c.json({ data: { ...adminLesson(lesson), test: test ? adminTest(test) : null } });
  })
  .put(
    '/:course_id{[0-9]+}/lesson/:id{[0-9]+}',
    editors,
    validate('param', lessonParam),
    validate('json', lessonInput),
    (c) => {
      const { course_id, id } = c.req.valid('param');
      const before = getLesson(c, course_id, id);
      if (!before) return notFound(c);
      const v = c.req.valid('json');
      const wrong = wrongMedia(c.var.db, v);
      if (wrong) return validationFailed(c, wrong);
      // A new version, so learners who saved the course get the edited lesson with the next pull (ADR 101).
      const after = c.var.db
        .update(learnLessons)
        .set({
          title: v.title,
          description: v.description,
          content: sanitizeLocalized(v.content),
          materials: v.materials,
          cover: v.cover,
          video: v.video,
          position: v.position ?? before.position,
          serverVersion: nextServerVersion(c.var.db),
          updatedAt: new Date(),
        })
        .where(eq(learnLessons.id, id))
        .returning()
        .get();
      log(c, 'learn.lesson.update', 'learn_lesson', id, adminLesson(before), adminLesson(after));
      return c.json({ data: adminLesson(after) });
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
      if (!before) return notFound(c);
      const { published } = c.req.valid('json');
      c.var.db
        .update(learnLessons)
        .set({ published, serverVersion: nextServerVersion(c.var.db), updatedAt: new Date() })
        .where(eq(learnLessons.id, id))
        .run();
      log(c, 'learn.lesson.publish', 'learn_lesson', id, { published: before.published }, { published });
      return c.json({ data: adminLesson({ ...before, published }) });
    },
  )
  .put('/:course_id{[0-9]+}/test', editors, validate('param', courseParam), validate('json', testInput), (c) => {
    const courseId = c.req.valid('param').course_id;
    if (!getCourse(c, courseId)) return notFound(c);
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
  .post('/:id{[0-9]+}/enrol', admins, validate('param', idParam), validate('json', enrolInput), (c) => {
    const courseId = c.req.valid('param').id;
    if (!getCourse(c, courseId)) return notFound(c);
    const { user_ids, phones, flow_id } = c.req.valid('json');
    const { db } = c.var;
    const fromFlow =
      flow_id === null
        ? []
        : db
            .select({ id: applications.applicantId })
            .from(applications)
            .where(eq(applications.flowId, flow_id))
            .all()
            .map((r) => r.id);
    const picked = user_ids.length
      ? db
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, user_ids), eq(users.roleId, ROLES.applicant)))
          .all()
          .map((u) => u.id)
      : [];
    if (picked.length < new Set(user_ids).size)
      return validationFailed(c, { user_ids: ['learn.errors.not_applicant'] });
    const byPhone = phones.length
      ? db
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.phone, phones), eq(users.roleId, ROLES.applicant)))
          .all()
          .map((u) => u.id)
      : [];
    if (byPhone.length < new Set(phones).size) return validationFailed(c, { phones: ['learn.errors.not_applicant'] });
    if (flow_id !== null && !fromFlow.length) return validationFailed(c, { flow_id: ['learn.errors.no_students'] });
    const learners = [...new Set([...picked, ...byPhone, ...fromFlow])];
    const added = db.transaction((tx) => {
      let n = 0;
      for (const userId of learners) {
        n += tx
          .insert(learnEnrolments)
          .values({ courseId, userId, enrolledBy: c.var.user!.id })
          .onConflictDoNothing()
          .run().changes;
      }
      audit(tx, {
        action: 'learn.enrol',
        userId: c.var.user!.id,
        subjectType: 'learn_course',
        subjectId: courseId,
        before: null,
        after: { user_ids: learners, flow_id, added: n },
        ip: c.var.ip,
      });
      return n;
    });
    return c.json({ data: { added, students: courseDetail(c, courseId).students } });
  })
  // The course exactly as an enrolled learner reads it (ADR 103): published or not, no enrolment, no
  // right answers, and a read only — nothing of the learner's (progress, attempts) is made or shown.
  .get('/:id{[0-9]+}/preview', editors, validate('param', idParam), (c) => {
    const course = getCourse(c, c.req.valid('param').id);
    if (!course) return notFound(c);
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
    if (!cert) return notFound(c);
    if (!cert.revokedAt) {
      const revokedAt = new Date();
      c.var.db.update(learnCertificates).set({ revokedAt }).where(eq(learnCertificates.id, cert.id)).run();
      log(
        c,
        'learn.certificate.revoke',
        'learn_certificate',
        cert.id,
        { revoked_at: null },
        { revoked_at: revokedAt.toISOString() },
      );
    }
    return c.json({ data: { id: cert.id, revoked: true } });
  });
