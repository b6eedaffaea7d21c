/**
 * What this device did in a course and has not heard back about yet: lessons marked done and video
 * positions (tests: local-attempts.ts). Each is a queued outbox record (drafts in IndexedDB), so nothing
 * is lost while offline.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../sync/db.ts';
import { submit } from '../../sync/outbox.ts';

/** One progress record queued in the outbox: sent once, whenever there is a connection. */
async function queueProgress(args: { lesson_id: number; done: boolean; video_seconds?: number }) {
  await submit(db, {
    id: `learn-progress-${crypto.randomUUID()}`,
    kind: 'learn.progress',
    data: args,
    step: 0,
    name: 'learn.progress',
    args,
  });
}

export const markDone = (lessonId: number) => queueProgress({ lesson_id: lessonId, done: true });

/** The furthest point watched in a lesson's video; the server keeps the furthest it heard of. */
export const reportVideo = (lessonId: number, seconds: number) =>
  queueProgress({ lesson_id: lessonId, done: false, video_seconds: seconds });

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
