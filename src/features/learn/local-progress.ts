/**
 * What this device did in a course and has not heard back about yet: lessons marked done, tests started,
 * answered and submitted. Each is a queued outbox record (drafts in IndexedDB), so a reload mid-test
 * keeps every answer, and nothing is lost while offline.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { MutationArgs } from '../../../api/schemas/mutations.ts';
import { db } from '../../lib/db.ts';
import { submit } from '../../sync/outbox.ts';

type Start = MutationArgs<'learn.start'>;
type Answer = MutationArgs<'learn.answer'>;

export async function markDone(lessonId: number) {
  const args = { lesson_id: lessonId, done: true };
  await submit(db, {
    id: `learn-progress-${crypto.randomUUID()}`,
    kind: 'learn.progress',
    data: args,
    step: 0,
    name: 'learn.progress',
    args,
  });
}

/** The furthest point watched in a lesson's video; the server keeps the furthest it heard of. */
export async function reportVideo(lessonId: number, seconds: number) {
  const args = { lesson_id: lessonId, done: false, video_seconds: seconds };
  await submit(db, {
    id: `learn-progress-${crypto.randomUUID()}`,
    kind: 'learn.progress',
    data: args,
    step: 0,
    name: 'learn.progress',
    args,
  });
}

export function useDoneLessons(): Set<number> | undefined {
  return useLiveQuery(async () => {
    const rows = await db.drafts.where('kind').equals('learn.progress').toArray();
    // A video position is progress too, but only "lesson done" marks the lesson done.
    return new Set(
      rows
        .map((r) => ({ status: r.status, data: r.data as { lesson_id: number; done?: boolean } }))
        .filter((r) => r.status !== 'rejected' && r.data.done)
        .map((r) => r.data.lesson_id),
    );
  });
}

/** Draws the attempt's questions on the device (the pool, shuffled) and queues its start. */
export async function startAttempt(test: {
  id: number;
  pool_size: number | null;
  shuffle: boolean;
  questions: { id: string }[];
}) {
  let ids = test.questions.map((q) => q.id);
  if (test.shuffle || test.pool_size !== null) {
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
  const args: Start = { attempt_id: crypto.randomUUID(), test_id: test.id, question_ids: ids };
  await submit(db, {
    id: `learn-start-${args.attempt_id}`,
    kind: 'learn.start',
    data: args,
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
  answers: Record<string, string[]>;
  submitted: boolean;
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
    const submits = new Set(
      (await db.drafts.where('kind').equals('learn.submit').toArray()).map(
        (d) => (d.data as { attempt_id: string }).attempt_id,
      ),
    );
    return starts
      .sort((a, b) => a.createdAt - b.createdAt)
      .map((s) => {
        const start = s.data as Start;
        const given: Record<string, string[]> = {};
        for (const a of answers) if (a.attempt_id === start.attempt_id) given[a.question_id] = a.answer_ids;
        return {
          attempt_id: start.attempt_id,
          question_ids: start.question_ids,
          answers: given,
          submitted: submits.has(start.attempt_id),
          startedAt: s.createdAt,
        };
      });
  }, [testId]);
}
