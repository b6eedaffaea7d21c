/**
 * "Lesson viewed" and "material opened" (issue 16 point 10, ADR 117): each is queued once per device as
 * a `learn.progress` outbox record — the draft id names the lesson (and the material), so opening the
 * lesson again sends nothing more — and merged on the server as the furthest point and a union. What this
 * device did shows at once, offline too, from its queued records beside what the server said.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { MutationArgs } from '../../../api/schemas/mutations.ts';
import { db } from '../../lib/db.ts';
import { AlreadyQueuedError, submit } from '../../sync/outbox.ts';

type Progress = MutationArgs<'learn.progress'>;

async function queueOnce(id: string, args: Progress) {
  try {
    await submit(db, { id, kind: 'learn.progress', data: args, step: 0, name: 'learn.progress', args });
  } catch (e) {
    // Sent or waiting already: the server keeps it, once.
    if (!(e instanceof AlreadyQueuedError)) throw e;
  }
}

export const reportViewed = (lessonId: number) =>
  queueOnce(`learn-viewed-${lessonId}`, { lesson_id: lessonId, viewed: true });

export const reportOpened = (lessonId: number, mediaId: string) =>
  queueOnce(`learn-opened-${lessonId}-${mediaId}`, { lesson_id: lessonId, materials_opened: [mediaId] });

export interface DeviceProgress {
  viewed: Set<number>;
  /** Media ids opened, by lesson. */
  opened: Map<number, Set<string>>;
}

/** What this device reported (queued or sent, not refused). */
export function useDeviceProgress(): DeviceProgress | undefined {
  return useLiveQuery(async () => {
    const rows = await db.drafts.where('kind').equals('learn.progress').toArray();
    const viewed = new Set<number>();
    const opened = new Map<number, Set<string>>();
    for (const r of rows) {
      if (r.status === 'rejected') continue;
      const p = r.data as Partial<Progress> & { lesson_id: number };
      if (p.viewed || p.done || (p.video_seconds ?? 0) > 0) viewed.add(p.lesson_id);
      for (const id of p.materials_opened ?? [])
        opened.set(p.lesson_id, (opened.get(p.lesson_id) ?? new Set()).add(id));
    }
    return { viewed, opened };
  });
}

/** The server's progress and this device's, together. */
export function mergedProgress(
  server: { lesson_id: number; viewed?: boolean; done: boolean; video_seconds: number; materials_opened?: string[] }[],
  device: DeviceProgress | undefined,
) {
  const viewed = new Set(device?.viewed);
  const opened = new Map([...(device?.opened ?? [])].map(([k, v]) => [k, new Set(v)]));
  for (const p of server) {
    if (p.viewed || p.done || p.video_seconds > 0) viewed.add(p.lesson_id);
    for (const id of p.materials_opened ?? []) opened.set(p.lesson_id, (opened.get(p.lesson_id) ?? new Set()).add(id));
  }
  return { viewed, opened };
}
