/**
 * What a counted pass does (ADR 114): a lesson's test passed marks the lesson done (a lesson with a test
 * is done by passing it), and any pass may finish the course and issue its certificate.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { learnProgress, type learnTests } from '../../db/schema.ts';
import type { MutationContext } from '../sync/registry.ts';
import { issueIfFinished } from './certificate-issue.ts';

export function recordPass(
  tx: Tx,
  userId: number,
  test: Pick<typeof learnTests.$inferSelect, 'courseId' | 'lessonId'>,
  at: Date,
  audit: MutationContext['audit'],
) {
  if (test.lessonId !== null)
    tx.insert(learnProgress)
      .values({ userId, lessonId: test.lessonId, courseId: test.courseId, done: true, updatedAt: at })
      .onConflictDoUpdate({
        target: [learnProgress.userId, learnProgress.lessonId],
        set: { done: sql`1`, updatedAt: at },
      })
      .run();
  issueIfFinished(tx, userId, test.courseId, at, audit);
}
