/**
 * `learn_lesson`: the lessons of a learner's courses that changed since the device's cursor (ADR 101),
 * in every language, so a lesson an admin edits after the course was saved reaches the phone with the
 * next sync. A lesson hidden again (or of a course hidden again) comes as `removed`, not as a deletion:
 * the device must take it out of its saved course copy, which a deleted pulled row would not tell it.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import { ROLES } from '../../db/roles.ts';
import { learnCourses, learnEnrolments, learnLessons } from '../../db/schema.ts';
import type { PullSource } from '../sync/registry.ts';
import { courseMedia } from './media-facts.ts';
import { pulledLesson } from './views.ts';

export const learnLessonSource: PullSource = {
  type: 'learn_lesson',
  changes(db, user, since, limit) {
    if (user.roleId !== ROLES.applicant) return [];
    const rows = db
      .select({ lesson: learnLessons, coursePublished: learnCourses.published })
      .from(learnLessons)
      .innerJoin(learnCourses, eq(learnCourses.id, learnLessons.courseId))
      .innerJoin(
        learnEnrolments,
        and(eq(learnEnrolments.courseId, learnLessons.courseId), eq(learnEnrolments.userId, user.id)),
      )
      .where(gt(learnLessons.serverVersion, since))
      .orderBy(asc(learnLessons.serverVersion))
      .limit(limit)
      .all();
    const shown = rows.filter((r) => r.lesson.published && r.coursePublished).map((r) => r.lesson);
    const facts = courseMedia(db, null, shown);
    return rows.map(({ lesson, coursePublished }) => ({
      id: lesson.id,
      version: lesson.serverVersion,
      data:
        lesson.published && coursePublished
          ? pulledLesson(lesson, facts)
          : { id: lesson.id, course_id: lesson.courseId, removed: true as const },
    }));
  },
};
