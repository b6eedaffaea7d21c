/**
 * A test taken offline, exactly once (ADR 067). The device names the attempt (a UUID) and sends
 * start, each answer and the submit through its outbox. The start freezes the rule: the questions drawn
 * and M; an admin's later change to the test does not touch it. An answer sent again replaces the
 * earlier one (one row per question), so a replay is counted once. Two devices make two attempts, both
 * kept and graded; the best counts. The server grades from the raw answers.
 */
import { and, count, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { learnAttemptAnswers, learnAttempts, learnTests } from '../../db/schema.ts';
import { deviceTime } from '../lib/device-clock.ts';
import { defineMutation, reject } from '../sync/registry.ts';
import { learnerCourseRow } from './access.ts';
import { grade } from './grade.ts';
import { issueIfFinished } from './certificate-issue.ts';

function ownAttempt(tx: Tx, userId: number, id: string) {
  const attempt = tx.select().from(learnAttempts).where(eq(learnAttempts.id, id)).get();
  // Another person's attempt id answers as a missing one.
  if (!attempt || attempt.userId !== userId) return reject('attempt_id', 'learn.errors.no_attempt');
  return attempt;
}

export const learnStart = defineMutation({
  name: 'learn.start',
  roles: ['applicant'],
  apply({ tx, user, createdAt, receivedAt, audit }, { attempt_id, test_id, question_ids }) {
    const existing = tx.select().from(learnAttempts).where(eq(learnAttempts.id, attempt_id)).get();
    if (existing) {
      if (existing.userId !== user!.id) return reject('attempt_id', 'learn.errors.no_attempt');
      return { entity: { type: 'learn_attempt', id: attempt_id } };
    }
    const test = tx.select().from(learnTests).where(eq(learnTests.id, test_id)).get();
    if (!test || !learnerCourseRow(tx, user!.id, test.courseId)) return reject('test_id', 'learn.errors.not_enrolled');
    const known = new Set(test.questions.map((q) => q.id));
    const drawn = test.poolSize ?? test.questions.length;
    if (
      new Set(question_ids).size !== question_ids.length ||
      question_ids.length !== drawn ||
      question_ids.some((q) => !known.has(q))
    )
      return reject('question_ids', 'validation.invalid');
    if (test.attemptLimit !== null) {
      const used =
        tx
          .select({ n: count() })
          .from(learnAttempts)
          .where(and(eq(learnAttempts.testId, test_id), eq(learnAttempts.userId, user!.id)))
          .get()?.n ?? 0;
      if (used >= test.attemptLimit) return reject('attempt_id', 'learn.errors.attempt_limit');
    }
    const when = deviceTime(createdAt, receivedAt);
    tx.insert(learnAttempts)
      .values({
        id: attempt_id,
        testId: test_id,
        userId: user!.id,
        questionIds: question_ids,
        passCount: test.passCount,
        startedAt: when.at,
        flagged: !when.trusted,
      })
      .run();
    audit({
      action: 'learn.attempt.start',
      subjectType: 'learn_attempt',
      subjectId: attempt_id,
      changedUserId: user!.id,
      before: null,
      after: {
        test_id,
        total: drawn,
        pass_count: test.passCount,
        ...(when.trusted ? {} : { device_started_at: when.claimed }),
      },
    });
    return { entity: { type: 'learn_attempt', id: attempt_id } };
  },
});

export const learnAnswer = defineMutation({
  name: 'learn.answer',
  roles: ['applicant'],
  apply({ tx, user }, { attempt_id, question_id, answer_ids }) {
    const attempt = ownAttempt(tx, user!.id, attempt_id);
    if (attempt.submittedAt) return reject('attempt_id', 'learn.errors.submitted');
    if (!attempt.questionIds.includes(question_id)) return reject('question_id', 'validation.invalid');
    tx.insert(learnAttemptAnswers)
      .values({ attemptId: attempt_id, questionId: question_id, answerIds: [...new Set(answer_ids)] })
      .onConflictDoUpdate({
        target: [learnAttemptAnswers.attemptId, learnAttemptAnswers.questionId],
        set: { answerIds: [...new Set(answer_ids)] },
      })
      .run();
    return { entity: { type: 'learn_attempt', id: attempt_id } };
  },
});

export const learnSubmit = defineMutation({
  name: 'learn.submit',
  roles: ['applicant'],
  apply({ tx, user, createdAt, receivedAt, audit }, { attempt_id }) {
    const attempt = ownAttempt(tx, user!.id, attempt_id);
    if (attempt.submittedAt) return { entity: { type: 'learn_attempt', id: attempt_id } };
    const test = tx.select().from(learnTests).where(eq(learnTests.id, attempt.testId)).get()!;
    const answers = tx.select().from(learnAttemptAnswers).where(eq(learnAttemptAnswers.attemptId, attempt_id)).all();
    const correct = grade(test.questions, attempt.questionIds, answers);
    const passed = correct >= attempt.passCount;
    const when = deviceTime(createdAt, receivedAt, attempt.startedAt.getTime());
    tx.update(learnAttempts)
      .set({ submittedAt: when.at, correct, passed, flagged: attempt.flagged || !when.trusted })
      .where(eq(learnAttempts.id, attempt_id))
      .run();
    audit({
      action: 'learn.attempt.submit',
      subjectType: 'learn_attempt',
      subjectId: attempt_id,
      changedUserId: user!.id,
      before: null,
      after: { test_id: test.id, correct, total: attempt.questionIds.length, pass_count: attempt.passCount, passed },
    });
    if (passed) issueIfFinished(tx, user!.id, test.courseId, receivedAt, audit);
    return { entity: { type: 'learn_attempt', id: attempt_id } };
  },
});
