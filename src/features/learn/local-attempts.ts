/**
 * The tests this device started, answered and submitted, and has not heard back about yet. Each step is
 * a queued outbox record (drafts in IndexedDB), so a reload mid-test keeps every answer. The start's draft
 * also keeps the questions as the device drew them from its copy (the test version it names, ADR 114): if
 * the course copy is refreshed with an edited test mid-attempt, the attempt still shows what it started on.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { MutationArgs } from '../../../contract/mutations.ts';
import { drawQuestions } from '../../../contract/test-draw.ts';
import { db } from '../../sync/db.ts';
import { submit } from '../../sync/outbox.ts';
import type { LearnTest } from './learn-data.ts';

type Start = MutationArgs<'learn.start'>;
type Answer = MutationArgs<'learn.answer'>;

/** What the start's draft keeps beside the mutation's args: the drawn questions as shown. */
interface StartDraft extends Start {
  questions?: LearnTest['questions'];
  shuffle?: boolean;
  pass_count?: number;
  right_answers?: LearnTest['right_answers'];
}

/**
 * Draws the attempt's questions on the device and queues its start. A pooled test's questions are draw
 * `draw` (this person's attempts at it so far) of the seed the server issued with the course copy, which
 * the server draws again to check (ADR 133); a copy saved before seeds draws at random, as it did.
 */
export async function startAttempt(test: LearnTest, draw: number) {
  let ids = test.questions.map((q) => q.id);
  const seeded = test.pool_size !== null && test.draw_seed !== null;
  if (seeded) ids = drawQuestions(ids, test.pool_size!, test.draw_seed!, draw);
  else if (test.shuffle || test.pool_size !== null) {
    for (let i = ids.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [ids[i], ids[j]] = [ids[j]!, ids[i]!];
    }
  }
  if (test.pool_size !== null) ids = ids.slice(0, test.pool_size);
  // Without shuffling the pool keeps the admin's order.
  if (!test.shuffle) {
    const order = test.questions.map((q) => q.id);
    ids.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  }
  const args: Start = {
    attempt_id: crypto.randomUUID(),
    test_id: test.id,
    question_ids: ids,
    version: test.version,
    ...(seeded ? { draw } : {}),
  };
  const data: StartDraft = {
    ...args,
    questions: test.questions.filter((q) => ids.includes(q.id)),
    shuffle: test.shuffle,
    pass_count: test.pass_count,
    right_answers: test.right_answers,
  };
  await submit(db, {
    id: `learn-start-${args.attempt_id}`,
    kind: 'learn.start',
    data,
    step: 0,
    name: 'learn.start',
    args,
  });
}

export async function answer(args: Answer) {
  await submit(db, {
    id: `learn-answer-${crypto.randomUUID()}`,
    kind: 'learn.answer',
    data: args,
    step: 0,
    name: 'learn.answer',
    args,
  });
}

export async function finish(attemptId: string) {
  const args = { attempt_id: attemptId };
  await submit(db, {
    id: `learn-submit-${attemptId}`,
    kind: 'learn.submit',
    data: args,
    step: 0,
    name: 'learn.submit',
    args,
  });
}

export interface LocalAttempt {
  attempt_id: string;
  question_ids: string[];
  /** The questions as drawn; absent for a start queued by an older app (then the course copy's are shown). */
  questions: LearnTest['questions'] | null;
  shuffle: boolean | null;
  pass_count: number | null;
  right_answers: LearnTest['right_answers'];
  answers: Record<string, string[]>;
  submitted: boolean;
  /** The server has the finished attempt (its submit was acknowledged); until then it is only on this phone. */
  delivered: boolean;
  startedAt: number;
}

/** The attempts this device started at a test, newest last, with the latest answer per question. */
export function useLocalAttempts(testId: number): LocalAttempt[] | undefined {
  return useLiveQuery(async () => {
    const starts = (await db.drafts.where('kind').equals('learn.start').toArray()).filter(
      (d) => (d.data as Start).test_id === testId && d.status !== 'rejected',
    );
    const answers = (await db.drafts.where('kind').equals('learn.answer').sortBy('createdAt')).map(
      (d) => d.data as Answer,
    );
    const submits = new Map(
      (await db.drafts.where('kind').equals('learn.submit').toArray()).map(
        (d) => [(d.data as { attempt_id: string }).attempt_id, d.status] as const,
      ),
    );
    return starts
      .sort((a, b) => a.createdAt - b.createdAt)
      .map((s) => {
        const start = s.data as StartDraft;
        const given: Record<string, string[]> = {};
        for (const a of answers) if (a.attempt_id === start.attempt_id) given[a.question_id] = a.answer_ids;
        return {
          attempt_id: start.attempt_id,
          question_ids: start.question_ids,
          questions: start.questions ?? null,
          shuffle: start.shuffle ?? null,
          pass_count: start.pass_count ?? null,
          right_answers: start.right_answers ?? null,
          answers: given,
          submitted: submits.has(start.attempt_id),
          delivered: submits.get(start.attempt_id) === 'sent',
          startedAt: s.createdAt,
        };
      });
  }, [testId]);
}
