/** Who may read a course as a learner: enrolled in it (not withdrawn), and it is published. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { learnCourses, learnEnrolments } from '../../db/schema.ts';

export function enrolled(db: Db | Tx, userId: number, courseId: number) {
  return !!db
    .select({ c: learnEnrolments.courseId })
    .from(learnEnrolments)
    .where(
      and(
        eq(learnEnrolments.userId, userId),
        eq(learnEnrolments.courseId, courseId),
        isNull(learnEnrolments.withdrawnAt),
      ),
    )
    .get();
}

/** The course if this learner may study it (published and enrolled), else undefined. */
export function learnerCourseRow(db: Db | Tx, userId: number, courseId: number) {
  const course = db.select().from(learnCourses).where(eq(learnCourses.id, courseId)).get();
  if (!course?.published || !enrolled(db, userId, courseId)) return undefined;
  return course;
}

/**
 * The version a learner's copy of the course carries: the course's or their enrolment's, whichever moved
 * last, so the device tells a pulled change or removal newer than its copy from an older one (ADR 116).
 */
export function copyVersion(db: Db | Tx, userId: number, course: { id: number; serverVersion: number }) {
  const enrolment = db
    .select({ v: learnEnrolments.serverVersion })
    .from(learnEnrolments)
    .where(and(eq(learnEnrolments.userId, userId), eq(learnEnrolments.courseId, course.id)))
    .get();
  return Math.max(course.serverVersion, enrolment?.v ?? 0);
}
