/**
 * A pooled test's start is checked against the draw the server issued (issue 34.9, ADR 133): the questions
 * must be exactly draw `n` of this person's seed (else the start is rejected, as a question outside the
 * test is), and `n` should be their next draw. Out of turn — a second phone offline reusing a draw, or a
 * phone skipping to a draw it liked — the attempt is kept and graded but flagged, so a pass waits for an
 * admin. A start from an older app names no draw: flagged the same way.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { learnAttempts, type AttemptFlag } from '../../db/schema.ts';
import { drawQuestions } from '../../contract/test-draw.ts';
import { reject } from '../sync/registry.ts';
import { drawSeed } from './draw-seed.ts';
import type { TestVersion } from './test-versions.ts';

export function checkDraw(
  tx: Tx,
  userId: number,
  frozen: TestVersion,
  questionIds: string[],
  draw: number | undefined,
): AttemptFlag[] {
  if (frozen.poolSize === null) return [];
  if (draw === undefined) return ['unseeded'];
  const expected = new Set(
    drawQuestions(
      frozen.questions.map((q) => q.id),
      frozen.poolSize,
      drawSeed(tx, userId, frozen.testId),
      draw,
    ),
  );
  if (questionIds.some((id) => !expected.has(id))) reject('question_ids', 'validation.invalid');
  const before = tx
    .select({ id: learnAttempts.id })
    .from(learnAttempts)
    .where(and(eq(learnAttempts.userId, userId), eq(learnAttempts.testId, frozen.testId)))
    .all().length;
  return draw === before ? [] : ['draw_order'];
}
