/**
 * `learn.progress`: a lesson viewed, its video position, materials opened, "lesson done" — sent from the
 * outbox, perhaps days later and from two phones. Merged as the furthest point and a union: viewed and
 * done never go back, the position only forward, the materials opened only grow, so an old report
 * arriving late or twice loses nothing and counts nothing twice (ADR 068, 117). A lesson with a test is
 * done by passing the test, not by the button (ADR 114): its "done" is not taken from the device.
 */
import { and, eq, sql } from 'drizzle-orm';
import { learnLessons, learnProgress, learnTests } from '../../db/schema.ts';
import { defineMutation, reject } from '../sync/registry.ts';
import { learnerCourseRow } from './access.ts';
import { issueIfFinished } from './certificate-issue.ts';

export const learnProgressMutation = defineMutation({
  name: 'learn.progress',
  roles: ['applicant'],
  apply({ tx, user, receivedAt, audit }, { lesson_id, done, viewed, video_seconds, materials_opened }) {
    const lesson = tx.select().from(learnLessons).where(eq(learnLessons.id, lesson_id)).get();
    if (!lesson?.published || !learnerCourseRow(tx, user!.id, lesson.courseId))
      return reject('lesson_id', 'learn.errors.not_enrolled');
    const where = and(eq(learnProgress.userId, user!.id), eq(learnProgress.lessonId, lesson_id));
    const before = tx.select().from(learnProgress).where(where).get();
    // A material the admin removed since the phone opened it is no longer the lesson's: it is dropped,
    // not an error, so the rest of the report still counts.
    const own = new Set(lesson.materials.map((m) => m.media_id));
    const opened = [...new Set([...(before?.materialsOpened ?? []), ...materials_opened.filter((id) => own.has(id))])];
    // Done or watched, the lesson was viewed.
    const seen = viewed || done || video_seconds > 0;
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
        viewed: seen,
        videoSeconds: video_seconds,
        materialsOpened: opened,
        updatedAt: receivedAt,
      })
      .onConflictDoUpdate({
        target: [learnProgress.userId, learnProgress.lessonId],
        set: {
          done: sql`max(${learnProgress.done}, excluded.done)`,
          viewed: sql`max(${learnProgress.viewed}, excluded.viewed)`,
          videoSeconds: sql`max(${learnProgress.videoSeconds}, excluded.video_seconds)`,
          materialsOpened: opened,
          updatedAt: receivedAt,
        },
      })
      .run();
    const row = tx.select().from(learnProgress).where(where).get()!;
    // The last lesson done after the final test was passed finishes the course too.
    if (row.done) issueIfFinished(tx, user!.id, lesson.courseId, receivedAt, audit);
    return { entity: { type: 'learn_progress', id: `${row.userId}:${row.lessonId}` } };
  },
});
