/**
 * `learn.course_progress`: the course's own materials a learner opened (a lesson's go with
 * `learn.progress`), sent from the outbox, perhaps days later and from two phones. Merged as a union
 * restricted to the course's current materials, so a replay, a late report or a second phone never
 * undoes or doubles anything (ADR 125).
 */
import { and, eq } from 'drizzle-orm';
import { learnCourseProgress } from '../../db/schema.ts';
import { defineMutation, reject } from '../sync/registry.ts';
import { learnerCourseRow } from './access.ts';

export const learnCourseProgressMutation = defineMutation({
  name: 'learn.course_progress',
  roles: ['applicant'],
  apply({ tx, user, receivedAt }, { course_id, materials_opened }) {
    const course = learnerCourseRow(tx, user!.id, course_id);
    if (!course) return reject('course_id', 'learn.errors.not_enrolled');
    const where = and(eq(learnCourseProgress.userId, user!.id), eq(learnCourseProgress.courseId, course_id));
    const before = tx.select().from(learnCourseProgress).where(where).get();
    // A material the admin removed since the phone opened it is dropped, not an error.
    const own = new Set(course.materials.map((m) => m.media_id));
    const opened = [...new Set([...(before?.materialsOpened ?? []), ...materials_opened.filter((id) => own.has(id))])];
    tx.insert(learnCourseProgress)
      .values({ userId: user!.id, courseId: course_id, materialsOpened: opened, updatedAt: receivedAt })
      .onConflictDoUpdate({
        target: [learnCourseProgress.userId, learnCourseProgress.courseId],
        set: { materialsOpened: opened, updatedAt: receivedAt },
      })
      .run();
    return { entity: { type: 'learn_course_progress', id: `${user!.id}:${course_id}` } };
  },
});
