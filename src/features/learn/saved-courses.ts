/**
 * Keeps the courses on this device in step with the server, in the background of the whole app (not only
 * while a course page is open — ADR 116): after every sync, a course the pull took away (hidden again, or
 * the learner withdrawn) leaves the device, and a saved course fetches the files its pulled changes added
 * (a lesson's new video, a new material, a new picture) and lets go of those it no longer shows.
 * Framework-free, tested with fake-indexeddb.
 */
import { DEFAULT_LOCALE, type Locale } from '../../../contract/locale.ts';
import type { LocalDb } from '../../sync/db.ts';
import { getMeta } from '../../sync/meta.ts';
import { COURSE_PREFIX, removeCourseCopy } from './course-removal.ts';
import type { LearnCourse } from './learn-data.ts';
import { offlinePlan } from './offline-plan.ts';
import type { FileStore } from '../../lib/media-download/file-store.ts';
import { OFFLINE_PREFIX, readOffline, saveCourseFiles, withCourseLock } from './offline-save.ts';
import { mergePulledCourse, pulledCourse, withdrawnSince } from './pulled-course.ts';
import { mergePulledLessons, pulledLessons } from './pulled-lessons.ts';

/** Every course this device keeps a copy of or saved for offline. */
async function keptIds(db: LocalDb) {
  const keys = [
    ...(await db.meta.where('key').startsWith(COURSE_PREFIX).primaryKeys()),
    ...(await db.meta.where('key').startsWith(OFFLINE_PREFIX).primaryKeys()),
  ];
  return [...new Set(keys.map((k) => Number(k.slice(k.lastIndexOf(':') + 1))).filter((n) => n > 0))];
}

/**
 * A kept course as it stands now: its copy with what the pull brought laid over it; 'gone' when the pull
 * took it away, null when no copy is kept.
 */
export async function courseNow(db: LocalDb, id: number, locale: Locale): Promise<LearnCourse | 'gone' | null> {
  const copy = await getMeta<LearnCourse>(db, `${COURSE_PREFIX}${id}`);
  const row = await pulledCourse(db, id);
  if (withdrawnSince(row, copy?.version)) return 'gone';
  if (!copy) return null;
  return mergePulledLessons(mergePulledCourse(copy, row, locale), await pulledLessons(db, id), locale);
}

export async function refreshSavedCourses(db: LocalDb, store: FileStore, locale: Locale = DEFAULT_LOCALE) {
  for (const id of await keptIds(db)) {
    const course = await courseNow(db, id, locale);
    if (course === 'gone') {
      await removeCourseCopy(db, id, store.forget);
      continue;
    }
    const record = await readOffline(db, id);
    // Only a finished save is kept up to date after a sync; a download left halfway is resumed at app
    // start and when the connection comes back, by its own rules (resume-downloads.ts).
    if (!course || !record?.saved_at) continue;
    const plan = offlinePlan(course, 0, record.quality);
    await withCourseLock(id, false, () => saveCourseFiles(db, id, plan, record.quality, store));
  }
}
