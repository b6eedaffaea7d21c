/**
 * "Lesson viewed" and "material opened" (issue 16 point 10, ADR 117): each is queued once per device as
 * a `learn.progress` outbox record — the draft id names the lesson (and the material), so opening the
 * lesson again sends nothing more — and merged on the server as the furthest point and a union. A course's
 * own material opened is a `learn.course_progress` record, queued the same way (ADR 125). What this
 * device did shows at once, offline too, from its queued records beside what the server said.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { MutationArgs } from '../../../contract/mutations.ts';
import { db } from '../../sync/db.ts';
import { AlreadyQueuedError, submit } from '../../sync/outbox.ts';

type Progress = MutationArgs<'learn.progress'>;
type CourseProgress = MutationArgs<'learn.course_progress'>;

async function queueOnce<N extends 'learn.progress' | 'learn.course_progress'>(
  id: string,
  name: N,
  args: MutationArgs<N>,
) {
  try {
    await submit(db, { id, kind: name, data: args, step: 0, name, args });
  } catch (e) {
    // Sent or waiting already: the server keeps it, once.
    if (!(e instanceof AlreadyQueuedError)) throw e;
  }
}

export const reportViewed = (lessonId: number) =>
  queueOnce(`learn-viewed-${lessonId}`, 'learn.progress', { lesson_id: lessonId, viewed: true });

export const reportOpened = (lessonId: number, mediaId: string) =>
  queueOnce(`learn-opened-${lessonId}-${mediaId}`, 'learn.progress', {
    lesson_id: lessonId,
    materials_opened: [mediaId],
  });

/** A course's own material opened (not a lesson's). */
export const reportCourseOpened = (courseId: number, mediaId: string) =>
  queueOnce(`learn-course-opened-${courseId}-${mediaId}`, 'learn.course_progress', {
    course_id: courseId,
    materials_opened: [mediaId],
  });

export interface DeviceProgress {
  viewed: Set<number>;
  /** Media ids opened, by lesson. */
  opened: Map<number, Set<string>>;
  /** Media ids of a course's own materials opened, by course. */
  courseOpened?: Map<number, Set<string>>;
}

const add = <K>(map: Map<K, Set<string>>, key: K, ids: Iterable<string>) => {
  for (const id of ids) map.set(key, (map.get(key) ?? new Set()).add(id));
};

/** What this device reported (queued or sent, not refused). */
export function useDeviceProgress(): DeviceProgress | undefined {
  return useLiveQuery(async () => {
    const rows = await db.drafts.where('kind').anyOf('learn.progress', 'learn.course_progress').toArray();
    const viewed = new Set<number>();
    const opened = new Map<number, Set<string>>();
    const courseOpened = new Map<number, Set<string>>();
    for (const r of rows) {
      if (r.status === 'rejected') continue;
      if (r.kind === 'learn.course_progress') {
        const c = r.data as CourseProgress;
        add(courseOpened, c.course_id, c.materials_opened);
        continue;
      }
      const p = r.data as Partial<Progress> & { lesson_id: number };
      if (p.viewed || p.done || (p.video_seconds ?? 0) > 0) viewed.add(p.lesson_id);
      add(opened, p.lesson_id, p.materials_opened ?? []);
    }
    return { viewed, opened, courseOpened };
  });
}

/** A course's own materials opened, by the server's word and this device's. */
export const courseMaterialsOpened = (
  courseId: number,
  server: string[] | undefined,
  device: DeviceProgress | undefined,
) => new Set([...(server ?? []), ...(device?.courseOpened?.get(courseId) ?? [])]);

/** The server's progress and this device's, together. */
export function mergedProgress(
  server: { lesson_id: number; viewed?: boolean; done: boolean; video_seconds: number; materials_opened?: string[] }[],
  device: DeviceProgress | undefined,
) {
  const viewed = new Set(device?.viewed);
  const opened = new Map([...(device?.opened ?? [])].map(([k, v]) => [k, new Set(v)]));
  for (const p of server) {
    if (p.viewed || p.done || p.video_seconds > 0) viewed.add(p.lesson_id);
    add(opened, p.lesson_id, p.materials_opened ?? []);
  }
  return { viewed, opened };
}
