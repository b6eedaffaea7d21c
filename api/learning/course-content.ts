/**
 * A course as a learner reads it — its published lessons with material sizes, its tests without the
 * right answers — built in one place, so the admin's preview (ADR 103) is exactly the learner's read.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentMedia, learnLessons, learnTests, type learnCourses } from '../../db/schema.ts';
import type { Locale } from '../schemas/locale.ts';
import { learnerCourse, learnerLesson, learnerTest } from './views.ts';

export const publishedLessons = (db: Db, courseId: number) =>
  db
    .select()
    .from(learnLessons)
    .where(and(eq(learnLessons.courseId, courseId), eq(learnLessons.published, true)))
    .orderBy(asc(learnLessons.position), asc(learnLessons.id))
    .all();

export function courseContent(db: Db, course: typeof learnCourses.$inferSelect, locale: Locale) {
  const lessons = publishedLessons(db, course.id);
  const mediaIds = [course.image, ...lessons.flatMap((l) => l.materials.map((m) => m.media_id))].filter(
    (id): id is string => !!id,
  );
  const sizes = new Map(
    mediaIds.length
      ? db
          .select({ id: contentMedia.id, size: contentMedia.size })
          .from(contentMedia)
          .where(inArray(contentMedia.id, mediaIds))
          .all()
          .map((m) => [m.id, m.size] as const)
      : [],
  );
  const lessonIds = new Set(lessons.map((l) => l.id));
  // A draft lesson's test stays hidden with its lesson.
  const tests = db
    .select()
    .from(learnTests)
    .where(eq(learnTests.courseId, course.id))
    .all()
    .filter((t) => t.lessonId === null || lessonIds.has(t.lessonId));
  return {
    testIds: tests.map((t) => t.id),
    view: {
      ...learnerCourse(course, locale),
      image_size: course.image ? (sizes.get(course.image) ?? 0) : 0,
      lessons: lessons.map((l) => learnerLesson(l, locale, sizes)),
      tests: tests.map((t) => learnerTest(t, locale)),
    },
  };
}
