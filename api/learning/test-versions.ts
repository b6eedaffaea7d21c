/**
 * A test is versioned: every save freezes its questions, answers and rule as the next version, and the
 * learner's copy names the version it was built from. An attempt the phone started offline is graded by
 * the version the phone saw, however the test was edited before the start reached the server (ADR 114).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { learnTestDeliveries, learnTests, learnTestVersions } from '../../db/schema.ts';
import { mediaByIds } from '../content/video-variants.ts';
import type { FieldErrors } from '../../contract/errors.ts';
import type { testInput } from '../../contract/learning.ts';
import type { z } from 'zod';

type TestValues = z.output<typeof testInput>;
export type TestVersion = typeof learnTestVersions.$inferSelect;

/** A question's picture must name an uploaded image: the schema checks only the id's shape. */
export function wrongQuestionImages(db: Db, v: TestValues): FieldErrors | null {
  const media = mediaByIds(
    db,
    v.questions.map((q) => q.image),
  );
  const errors: FieldErrors = {};
  v.questions.forEach((q, i) => {
    if (q.image && media.get(q.image)?.kind !== 'image')
      errors[`questions.${i}.image`] = ['validation.upload.not_image'];
  });
  return Object.keys(errors).length ? errors : null;
}

/** Saves the course's test (its lesson's, or the final one) as a new version; one transaction. */
export function saveTest(db: Db, courseId: number, v: TestValues, userId: number) {
  return db.transaction((tx) => {
    const where = and(
      eq(learnTests.courseId, courseId),
      v.lesson_id === null ? isNull(learnTests.lessonId) : eq(learnTests.lessonId, v.lesson_id),
    );
    const before = tx.select().from(learnTests).where(where).get();
    const rule = {
      questions: v.questions,
      passCount: v.pass_count,
      poolSize: v.pool_size,
      shuffle: v.shuffle,
      attemptLimit: v.attempt_limit,
      practice: v.practice,
    };
    const version = before ? before.version + 1 : 1;
    const values = { courseId, lessonId: v.lesson_id, ...rule, version, updatedAt: new Date() };
    const row = before
      ? tx.update(learnTests).set(values).where(eq(learnTests.id, before.id)).returning().get()
      : tx.insert(learnTests).values(values).returning().get();
    tx.insert(learnTestVersions)
      .values({ testId: row.id, version, ...rule, createdBy: userId })
      .run();
    return { before, row };
  });
}

/** The version an attempt is graded by; undefined when the test never had it. */
export const testVersion = (tx: Tx | Db, testId: number, version: number): TestVersion | undefined =>
  tx
    .select()
    .from(learnTestVersions)
    .where(and(eq(learnTestVersions.testId, testId), eq(learnTestVersions.version, version)))
    .get();

/** Notes which versions of these tests this person's phone is being given, keeping the first time. */
export function recordDeliveries(db: Db, userId: number, tests: { id: number; version: number }[]) {
  const servedAt = new Date();
  for (const t of tests)
    db.insert(learnTestDeliveries)
      .values({ userId, testId: t.id, version: t.version, servedAt })
      .onConflictDoNothing()
      .run();
}

/** When this person's phone was first given a version of a test, if it ever was. */
export const delivery = (tx: Tx | Db, userId: number, testId: number, version: number) =>
  tx
    .select({ servedAt: learnTestDeliveries.servedAt })
    .from(learnTestDeliveries)
    .where(
      and(
        eq(learnTestDeliveries.userId, userId),
        eq(learnTestDeliveries.testId, testId),
        eq(learnTestDeliveries.version, version),
      ),
    )
    .get();
