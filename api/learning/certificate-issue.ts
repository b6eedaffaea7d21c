/**
 * The server issues the certificate when a course is finished: every published lesson done, each
 * published lesson's test and the final test passed by a counted attempt (the best counts; one over the
 * limit or waiting for review, or rejected on review, does not). Issued once per person and course; the
 * number is readable, the code is what the public verification page takes (ADR 069, 114).
 */
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db, Tx } from '../../db/client.ts';
import { learnAttempts, learnCertificates, learnLessons, learnProgress, learnTests } from '../../db/schema.ts';
import type { MutationContext } from '../sync/registry.ts';

/** An attempt that counts: passed, within the limit, and not waiting for (or refused on) review. */
export const countedPass = and(
  eq(learnAttempts.passed, true),
  eq(learnAttempts.overLimit, false),
  or(isNull(learnAttempts.review), eq(learnAttempts.review, 'approved')),
);

export function finished(tx: Tx, userId: number, courseId: number) {
  const lessons = tx
    .select({ id: learnLessons.id })
    .from(learnLessons)
    .where(and(eq(learnLessons.courseId, courseId), eq(learnLessons.published, true)))
    .all()
    .map((l) => l.id);
  const tests = tx
    .select({ id: learnTests.id, lessonId: learnTests.lessonId })
    .from(learnTests)
    .where(eq(learnTests.courseId, courseId))
    .all()
    .filter((t) => t.lessonId === null || lessons.includes(t.lessonId));
  if (!tests.some((t) => t.lessonId === null)) return false;
  const passed = new Set(
    tx
      .select({ id: learnAttempts.testId })
      .from(learnAttempts)
      .where(
        and(
          eq(learnAttempts.userId, userId),
          inArray(
            learnAttempts.testId,
            tests.map((t) => t.id),
          ),
          countedPass,
        ),
      )
      .all()
      .map((r) => r.id),
  );
  if (tests.some((t) => !passed.has(t.id))) return false;
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

/**
 * A new certificate row with its readable number (`QZ-<year>-<id>`: one sequence for course and training
 * certificates) and its random verification code.
 */
export function newCertificate(
  tx: Tx | Db,
  subject: { userId: number; courseId: number } | { userId: number; applicationId: number },
  at: Date,
) {
  const row = tx
    .insert(learnCertificates)
    .values({
      number: `pending-${randomBytes(8).toString('hex')}`,
      code: randomBytes(12).toString('hex'),
      ...subject,
      issuedAt: at,
    })
    .returning()
    .get();
  const number = `QZ-${at.getUTCFullYear()}-${String(row.id).padStart(6, '0')}`;
  tx.update(learnCertificates).set({ number }).where(eq(learnCertificates.id, row.id)).run();
  return { ...row, number };
}

export function issueIfFinished(tx: Tx, userId: number, courseId: number, at: Date, audit: MutationContext['audit']) {
  const had = tx
    .select({ id: learnCertificates.id })
    .from(learnCertificates)
    .where(and(eq(learnCertificates.userId, userId), eq(learnCertificates.courseId, courseId)))
    .get();
  if (had || !finished(tx, userId, courseId)) return;
  const { id, number } = newCertificate(tx, { userId, courseId }, at);
  audit({
    action: 'learn.certificate.issue',
    subjectType: 'learn_certificate',
    subjectId: id,
    changedUserId: userId,
    before: null,
    after: { number, course_id: courseId },
  });
}
