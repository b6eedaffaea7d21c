/**
 * One course's report: enrolled, started (any lesson or attempt), finished (certificate), the final
 * test's pass rate over submitted attempts, and per question the share answered right — hardest first.
 */
import { and, count, countDistinct, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  learnAttemptAnswers,
  learnAttempts,
  learnCertificates,
  learnEnrolments,
  learnProgress,
  learnTests,
} from '../../db/schema.ts';
import { pickLocalized, type Locale } from '../schemas/locale.ts';
import { grade } from './grade.ts';

export function courseReport(db: Db, courseId: number, locale: Locale) {
  const enrolled = db.select({ n: count() }).from(learnEnrolments).where(eq(learnEnrolments.courseId, courseId)).get()!
    .n;
  const learners = new Set(
    db
      .select({ u: learnProgress.userId })
      .from(learnProgress)
      .where(eq(learnProgress.courseId, courseId))
      .all()
      .map((r) => r.u),
  );
  const final = db
    .select()
    .from(learnTests)
    .where(and(eq(learnTests.courseId, courseId), isNull(learnTests.lessonId)))
    .get();
  const attempts = final
    ? db
        .select()
        .from(learnAttempts)
        .where(and(eq(learnAttempts.testId, final.id), isNotNull(learnAttempts.submittedAt)))
        .all()
    : [];
  for (const a of attempts) learners.add(a.userId);
  const finished = db
    .select({ n: countDistinct(learnCertificates.userId) })
    .from(learnCertificates)
    .where(and(eq(learnCertificates.courseId, courseId), isNull(learnCertificates.revokedAt)))
    .get()!.n;
  const asked = new Map<string, { asked: number; right: number }>();
  for (const a of attempts) {
    const answers = db.select().from(learnAttemptAnswers).where(eq(learnAttemptAnswers.attemptId, a.id)).all();
    for (const q of a.questionIds) {
      const s = asked.get(q) ?? { asked: 0, right: 0 };
      s.asked++;
      s.right += grade(final!.questions, [q], answers);
      asked.set(q, s);
    }
  }
  const questions = (final?.questions ?? [])
    .map((q) => {
      const s = asked.get(q.id) ?? { asked: 0, right: 0 };
      return {
        id: q.id,
        text: pickLocalized(q.text, locale),
        asked: s.asked,
        share_right: s.asked ? s.right / s.asked : null,
      };
    })
    .sort((x, y) => (x.share_right ?? 2) - (y.share_right ?? 2));
  const passed = attempts.filter((a) => a.passed).length;
  return {
    enrolled,
    started: learners.size,
    finished,
    attempts: attempts.length,
    pass_rate: attempts.length ? passed / attempts.length : null,
    questions,
  };
}
