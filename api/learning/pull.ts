/**
 * What a learner's device pulls of its courses (ADR 101, 116), in every language so the device picks with
 * the same fallback as the server:
 * - `learn_lesson`: the lessons that changed since the device's cursor, so a lesson an admin edits after
 *   the course was saved reaches the phone with the next sync;
 * - `learn_course`: the course's own fields (title, picture, video, materials, place) when they change,
 *   and `removed` when the course is hidden again or the learner withdrawn, so the device drops its copy.
 * Hidden things come as `removed` rows, not as deletions: the device must act on them (take the lesson out
 * of its saved copy, delete the saved course and say so), which a deleted pulled row would not tell it.
 */
import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import { ROLES } from '../../db/roles.ts';
import { learnCourses, learnEnrolments, learnLessons } from '../../db/schema.ts';
import type { PullSource } from '../sync/registry.ts';
import { courseMedia } from './media-facts.ts';
import { pulledCourse, pulledLesson } from './views.ts';

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
        and(
          eq(learnEnrolments.courseId, learnLessons.courseId),
          eq(learnEnrolments.userId, user.id),
          isNull(learnEnrolments.withdrawnAt),
        ),
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

export const learnCourseSource: PullSource = {
  type: 'learn_course',
  changes(db, user, since, limit) {
    if (user.roleId !== ROLES.applicant) return [];
    // A person's enrolments are few (by the user index); the course changed, or the enrolment did.
    const rows = db
      .select({ course: learnCourses, enrolment: learnEnrolments })
      .from(learnEnrolments)
      .innerJoin(learnCourses, eq(learnCourses.id, learnEnrolments.courseId))
      .where(
        and(
          eq(learnEnrolments.userId, user.id),
          or(gt(learnCourses.serverVersion, since), gt(learnEnrolments.serverVersion, since)),
        ),
      )
      .all()
      .map((r) => ({ ...r, version: Math.max(r.course.serverVersion, r.enrolment.serverVersion) }))
      .sort((a, b) => a.version - b.version)
      .slice(0, limit);
    return rows.map(({ course, enrolment, version }) => ({
      id: course.id,
      version,
      data:
        course.published && !enrolment.withdrawnAt
          ? pulledCourse(course, courseMedia(db, course, []))
          : { id: course.id, removed: true as const },
    }));
  },
};
