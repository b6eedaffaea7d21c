/**
 * A course the learner may no longer read (hidden again by an admin, or the learner withdrawn — ADR 116)
 * leaves the device: the saved files no other saved course keeps, the kept copy, its entry in "My courses"
 * and its pulled lessons. The learner is told once, by name, so a course does not silently vanish.
 */
import type { LocalDb } from '../../sync/db.ts';
import { getMeta, setMeta } from '../../sync/meta.ts';
import type { FileStore } from '../../lib/media-download/file-store.ts';
import { removeSavedCourse } from './offline-save.ts';

export const COURSE_PREFIX = 'learn:course:';
export const REMOVED_KEY = 'learn:removed';

export interface RemovedNote {
  id: number;
  title: string;
  at: number;
}

export async function removeCourseCopy(db: LocalDb, courseId: number, forget: FileStore['forget']) {
  const copy = await getMeta<{ title?: string }>(db, `${COURSE_PREFIX}${courseId}`);
  const list = (await getMeta<{ id: number; title: string }[]>(db, 'learn:courses')) ?? [];
  const listed = list.find((c) => c.id === courseId);
  await removeSavedCourse(db, courseId, forget);
  const pulled = (await db.pulled.where('type').equals('learn_lesson').toArray()).filter(
    (r) => (r.data as { course_id?: number }).course_id === courseId,
  );
  await db.transaction('rw', [db.meta, db.pulled], async () => {
    await db.meta.delete(`${COURSE_PREFIX}${courseId}`);
    if (listed)
      await setMeta(
        db,
        'learn:courses',
        list.filter((c) => c.id !== courseId),
      );
    await db.pulled.bulkDelete(pulled.map((r): [string, string] => [r.type, r.id]));
    const title = copy?.title ?? listed?.title;
    if (title) {
      const notes = ((await getMeta<RemovedNote[]>(db, REMOVED_KEY)) ?? []).filter((n) => n.id !== courseId);
      await setMeta(db, REMOVED_KEY, [...notes, { id: courseId, title, at: Date.now() }]);
    }
  });
}
