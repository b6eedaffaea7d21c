/**
 * A course as a learner reads it — its published lessons with their files' sizes and video variants, its tests without the
 * right answers — built in one place, so the admin's preview (ADR 103) is exactly the learner's read.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { learnLessons, learnTests, type learnCourses } from '../../db/schema.ts';
import type { Locale } from '../../contract/locale.ts';
import { courseMedia } from './media-facts.ts';
import { courseFiles, learnerCourse, learnerLesson, learnerTest } from './views.ts';

export const publishedLessons = (db: Db, courseId: number) =>
  db
    .select()
    .from(learnLessons)
    .where(and(eq(learnLessons.courseId, courseId), eq(learnLessons.published, true)))
    .orderBy(asc(learnLessons.position), asc(learnLessons.id))
    .all();

export function courseContent(db: Db, course: typeof learnCourses.$inferSelect, locale: Locale) {
  const lessons = publishedLessons(db, course.id);
  const lessonIds = new Set(lessons.map((l) => l.id));
  // A draft lesson's test stays hidden with its lesson.
  const tests = db
    .select()
    .from(learnTests)
    .where(eq(learnTests.courseId, course.id))
    .all()
    .filter((t) => t.lessonId === null || lessonIds.has(t.lessonId));
  const facts = courseMedia(db, course, lessons, tests);
  return {
    testIds: tests.map((t) => t.id),
    view: {
      ...learnerCourse(course, locale),
      ...courseFiles(course, facts),
      lessons: lessons.map((l) => learnerLesson(l, locale, facts)),
      tests: tests.map((t) => learnerTest(t, locale, facts)),
    },
  };
}
