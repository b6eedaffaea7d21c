/**
 * The server issues the certificate when a course is finished: every published lesson done and the
 * final test passed (any attempt; the best counts). Issued once per person and course; the number is
 * readable, the code is what the public verification page takes (ADR 069).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Tx } from '../../db/client.ts';
import { learnAttempts, learnCertificates, learnLessons, learnProgress, learnTests } from '../../db/schema.ts';
import type { MutationContext } from '../sync/registry.ts';

export function finished(tx: Tx, userId: number, courseId: number) {
  const final = tx
    .select({ id: learnTests.id })
    .from(learnTests)
    .where(and(eq(learnTests.courseId, courseId), isNull(learnTests.lessonId)))
    .get();
  if (!final) return false;
  const passed = tx
    .select({ id: learnAttempts.id })
    .from(learnAttempts)
    .where(and(eq(learnAttempts.testId, final.id), eq(learnAttempts.userId, userId), eq(learnAttempts.passed, true)))
    .get();
  if (!passed) return false;
  const lessons = tx
    .select({ id: learnLessons.id })
    .from(learnLessons)
    .where(and(eq(learnLessons.courseId, courseId), eq(learnLessons.published, true)))
    .all()
    .map((l) => l.id);
  if (!lessons.length) return true;
  const done = tx
    .select({ id: learnProgress.lessonId })
    .from(learnProgress)
    .where(
      and(eq(learnProgress.userId, userId), eq(learnProgress.done, true), inArray(learnProgress.lessonId, lessons)),
    )
    .all();
  return done.length === lessons.length;
}

export function issueIfFinished(tx: Tx, userId: number, courseId: number, at: Date, audit: MutationContext['audit']) {
  const had = tx
    .select({ id: learnCertificates.id })
    .from(learnCertificates)
    .where(and(eq(learnCertificates.userId, userId), eq(learnCertificates.courseId, courseId)))
    .get();
  if (had || !finished(tx, userId, courseId)) return;
  const row = tx
    .insert(learnCertificates)
    .values({
      number: `pending-${randomBytes(8).toString('hex')}`,
      code: randomBytes(12).toString('hex'),
      userId,
      courseId,
      issuedAt: at,
    })
    .returning()
    .get();
  const number = `QZ-${at.getUTCFullYear()}-${String(row.id).padStart(6, '0')}`;
  tx.update(learnCertificates).set({ number }).where(eq(learnCertificates.id, row.id)).run();
  audit({
    action: 'learn.certificate.issue',
    subjectType: 'learn_certificate',
    subjectId: row.id,
    changedUserId: userId,
    before: null,
    after: { number, course_id: courseId },
  });
}
