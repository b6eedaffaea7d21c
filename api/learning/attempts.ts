/**
 * A test taken offline, exactly once (ADR 067, 114). The device names the attempt (a UUID) and sends
 * start, each answer and the submit through its outbox. The start names the test version the device
 * drew from, and the attempt is graded by that version's questions, answers and M, however the test was
 * edited before the start arrived. An answer sent again replaces the earlier one (one row per question),
 * so a replay is counted once. Two devices make two attempts, both kept and graded; the best counts. An
 * attempt beyond the limit (a second phone offline), counted in the order the attempts were started
 * (attempt-order.ts), is kept and graded but never counted; one whose
 * times are implausible is flagged, and when it passed it waits for an admin's review.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { learnAttemptAnswers, learnAttempts, learnTests } from '../../db/schema.ts';
import { deviceTime } from '../lib/device-clock.ts';
import { defineMutation, reject } from '../sync/registry.ts';
import { learnerCourseRow } from './access.ts';
import { finishFlags, startFlags } from './attempt-checks.ts';
import { recountAttempts } from './attempt-order.ts';
import { checkDraw } from './draw-check.ts';
import { grade } from './grade.ts';
import { recordPass } from './pass.ts';
import { delivery, testVersion } from './test-versions.ts';

function ownAttempt(tx: Tx, userId: number, id: string) {
  const attempt = tx.select().from(learnAttempts).where(eq(learnAttempts.id, id)).get();
  // Another person's attempt id answers as a missing one.
  if (!attempt || attempt.userId !== userId) return reject('attempt_id', 'learn.errors.no_attempt');
  return attempt;
}

export const learnStart = defineMutation({
  name: 'learn.start',
  roles: ['applicant'],
  apply({ tx, user, createdAt, receivedAt, audit }, { attempt_id, test_id, question_ids, version, draw }) {
    const existing = tx.select().from(learnAttempts).where(eq(learnAttempts.id, attempt_id)).get();
    if (existing) {
      if (existing.userId !== user!.id) return reject('attempt_id', 'learn.errors.no_attempt');
      return { entity: { type: 'learn_attempt', id: attempt_id } };
    }
    const test = tx.select().from(learnTests).where(eq(learnTests.id, test_id)).get();
    if (!test || !learnerCourseRow(tx, user!.id, test.courseId)) return reject('test_id', 'learn.errors.not_enrolled');
    // A start queued by an older app names no version: it drew from the test as it then stood, which is
    // best known as the current version. An older version counts only if this person's phone was given it
    // (an easier old rule cannot be picked by naming its number).
    const named = version ?? test.version;
    const delivered = delivery(tx, user!.id, test_id, named);
    const frozen = named === test.version || delivered ? testVersion(tx, test_id, named) : undefined;
    if (!frozen) return reject('version', 'validation.invalid');
    const known = new Set(frozen.questions.map((q) => q.id));
    const drawn = frozen.poolSize ?? frozen.questions.length;
    if (
      new Set(question_ids).size !== question_ids.length ||
      question_ids.length !== drawn ||
      question_ids.some((q) => !known.has(q))
    )
      return reject('question_ids', 'validation.invalid');
    const drawFlags = checkDraw(tx, user!.id, frozen, question_ids, draw);
    const when = deviceTime(createdAt, receivedAt);
    const flags = startFlags({
      device: createdAt.getTime(),
      received: receivedAt.getTime(),
      // The phone cannot have begun before it was first given this version (by the server's clock); an
      // older app's start names none, so nothing is known of when its phone got the test.
      earliest: version === undefined ? null : (delivered?.servedAt ?? frozen.createdAt).getTime(),
    }).concat(drawFlags);
    tx.insert(learnAttempts)
      .values({
        id: attempt_id,
        testId: test_id,
        userId: user!.id,
        version: frozen.version,
        questionIds: question_ids,
        passCount: frozen.passCount,
        startedAt: when.at,
        deviceStartedAt: createdAt,
        startReceivedAt: receivedAt,
        flagged: flags.length > 0,
        flagReasons: flags,
        overLimit: false,
      })
      .run();
    // Over the limit only when another device's attempt, started earlier, used the last one while this one
    // was offline (the page offers no start beyond it): kept and graded, never counted.
    recountAttempts(tx, user!.id, test_id, receivedAt, audit);
    const overLimit = tx
      .select({ over: learnAttempts.overLimit })
      .from(learnAttempts)
      .where(eq(learnAttempts.id, attempt_id))
      .get()!.over;
    audit({
      action: 'learn.attempt.start',
      subjectType: 'learn_attempt',
      subjectId: attempt_id,
      changedUserId: user!.id,
      before: null,
      after: {
        test_id,
        version: frozen.version,
        total: drawn,
        pass_count: frozen.passCount,
        device_started_at: createdAt.getTime(),
        ...(overLimit ? { over_limit: true } : {}),
        ...(flags.length ? { flags } : {}),
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
    // Only the question's own answers: ids of another question's (or made up) count for nothing and are refused.
    const question = testVersion(tx, attempt.testId, attempt.version)?.questions.find((q) => q.id === question_id);
    const own = new Set(question?.answers.map((a) => a.id));
    if (answer_ids.some((id) => !own.has(id))) return reject('answer_ids', 'validation.invalid');
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
    // Every test has its versions since they were introduced (the migration froze version 1 of each).
    const questions = testVersion(tx, test.id, attempt.version)?.questions ?? test.questions;
    const answers = tx.select().from(learnAttemptAnswers).where(eq(learnAttemptAnswers.attemptId, attempt_id)).all();
    const correct = grade(questions, attempt.questionIds, answers);
    const passed = correct >= attempt.passCount;
    const when = deviceTime(createdAt, receivedAt, attempt.startedAt.getTime());
    const flags = [
      ...attempt.flagReasons,
      ...finishFlags({
        deviceStart: (attempt.deviceStartedAt ?? attempt.startedAt).getTime(),
        device: createdAt.getTime(),
        received: receivedAt.getTime(),
        questions: attempt.questionIds.length,
        earliest: (delivery(tx, user!.id, test.id, attempt.version)?.servedAt ?? null)?.getTime() ?? null,
      }),
    ];
    // Only a pass needs a person's look: a failed attempt counts for nothing either way.
    const review = flags.length && passed && !attempt.overLimit ? ('pending' as const) : null;
    tx.update(learnAttempts)
      .set({
        submittedAt: when.at,
        deviceSubmittedAt: createdAt,
        submitReceivedAt: receivedAt,
        correct,
        passed,
        flagged: flags.length > 0,
        flagReasons: flags,
        review,
      })
      .where(eq(learnAttempts.id, attempt_id))
      .run();
    audit({
      action: 'learn.attempt.submit',
      subjectType: 'learn_attempt',
      subjectId: attempt_id,
      changedUserId: user!.id,
      before: null,
      after: {
        test_id: test.id,
        version: attempt.version,
        correct,
        total: attempt.questionIds.length,
        pass_count: attempt.passCount,
        passed,
        device_submitted_at: createdAt.getTime(),
        ...(flags.length ? { flags } : {}),
        ...(review ? { review } : {}),
      },
    });
    if (passed && !attempt.overLimit && review === null) recordPass(tx, user!.id, test, receivedAt, audit);
    return { entity: { type: 'learn_attempt', id: attempt_id } };
  },
});
