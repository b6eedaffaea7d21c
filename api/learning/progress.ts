/**
 * `learn.progress`: a lesson viewed, its video position, "lesson done" — sent from the outbox, perhaps
 * days later and from two phones. Merged as the furthest point: done never goes back, the position only
 * forward, so an old report arriving late loses nothing (ADR 068). A lesson with a test is done by
 * passing the test, not by the button (ADR 114): its "done" is not taken from the device.
 */
import { and, eq, sql } from 'drizzle-orm';
import { learnLessons, learnProgress, learnTests } from '../../db/schema.ts';
import { defineMutation, reject } from '../sync/registry.ts';
import { learnerCourseRow } from './access.ts';
import { issueIfFinished } from './certificate-issue.ts';

export const learnProgressMutation = defineMutation({
  name: 'learn.progress',
  roles: ['applicant'],
  apply({ tx, user, receivedAt, audit }, { lesson_id, done, video_seconds }) {
    const lesson = tx.select().from(learnLessons).where(eq(learnLessons.id, lesson_id)).get();
    if (!lesson?.published || !learnerCourseRow(tx, user!.id, lesson.courseId))
      return reject('lesson_id', 'learn.errors.not_enrolled');
    const tested = !!tx
      .select({ id: learnTests.id })
      .from(learnTests)
      .where(and(eq(learnTests.courseId, lesson.courseId), eq(learnTests.lessonId, lesson_id)))
      .get();
    tx.insert(learnProgress)
      .values({
        userId: user!.id,
        lessonId: lesson_id,
        courseId: lesson.courseId,
        done: done && !tested,
        videoSeconds: video_seconds,
        updatedAt: receivedAt,
      })
      .onConflictDoUpdate({
        target: [learnProgress.userId, learnProgress.lessonId],
        set: {
          done: sql`max(${learnProgress.done}, excluded.done)`,
          videoSeconds: sql`max(${learnProgress.videoSeconds}, excluded.video_seconds)`,
          updatedAt: receivedAt,
        },
      })
      .run();
    const row = tx
      .select()
      .from(learnProgress)
      .where(and(eq(learnProgress.userId, user!.id), eq(learnProgress.lessonId, lesson_id)))
      .get()!;
    // The last lesson done after the final test was passed finishes the course too.
    if (row.done) issueIfFinished(tx, user!.id, lesson.courseId, receivedAt, audit);
    return { entity: { type: 'learn_progress', id: `${row.userId}:${row.lessonId}` } };
  },
});
