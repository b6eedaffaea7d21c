/**
 * The order of an attempt's answers, shuffled when the test says so, and the same on every render and
 * reload: seeded by the attempt's id and the question's, never by Math.random at display time.
 */
import { seededShuffle } from '../../../contract/test-draw.ts';

/** The answers of one question as this attempt shows them. */
export const answerOrder = <T>(answers: readonly T[], attemptId: string, questionId: string, shuffle: boolean) =>
  shuffle ? seededShuffle(answers, `${attemptId}:${questionId}`) : [...answers];

/**
 * A practice test graded on the phone (ADR 114), by the server's rule: a question counts when the chosen
 * answers are exactly its right ones.
 */
export function practiceGrade(
  questionIds: readonly string[],
  answers: Record<string, string[]>,
  right: Record<string, string[]>,
  passCount: number,
) {
  const rightIds = new Set(
    questionIds.filter((q) => {
      const chosen = new Set(answers[q] ?? []);
      const key = right[q] ?? [];
      return key.length === chosen.size && key.every((a) => chosen.has(a));
    }),
  );
  return { correct: rightIds.size, passed: rightIds.size >= passCount, rightIds };
}
