/**
 * The learner's courses, read from the server when it answers and kept on the device (IndexedDB meta),
 * so a course opened once reads offline. Opening a course also fetches its pictures and materials, so
 * the service worker holds them for the village without signal. Lessons and the course's own fields
 * changed since the copy was kept arrive with the pull and are laid over it (ADR 101, 116); a course the
 * server no longer gives this learner is taken off the device (course-removal.ts).
 */
import { client, read } from '../../lib/api-client.ts';
import type { LearnCourse, MyCourse } from './course-answer.ts';
import { db } from '../../sync/db.ts';
import { ApiError } from '../../lib/api.ts';
import { getMeta, setMeta } from '../../sync/meta.ts';
import { DEFAULT_LOCALE } from '../../../contract/locale.ts';
import { currentLocale } from '../../lib/intl.ts';
import { COURSE_PREFIX, removeCourseCopy } from './course-removal.ts';
import { mergePulledCourse, pulledCourse, withdrawnSince } from './pulled-course.ts';
import { mergePulledLessons, pulledLessons } from './pulled-lessons.ts';
import { browserStore } from '../../lib/media-download/saved-store.ts';

export type { MyCourse, LearnCourse, LearnLesson, LearnTest, LearnMaterial } from './course-answer.ts';

const GONE = Symbol('gone');

/** The server's answer, the copy kept on the device when there is no network, or GONE when the server says 404. */
async function cached<T>(key: string, fetcher: () => Promise<T>): Promise<T | typeof GONE | null> {
  try {
    const fresh = await fetcher();
    await setMeta(db, key, fresh);
    return fresh;
  } catch (e) {
    if (e instanceof ApiError && e.status !== 503) {
      if (e.status === 404) return GONE;
      throw e;
    }
    return (await getMeta<T>(db, key)) ?? null;
  }
}

const locale = () => currentLocale() ?? DEFAULT_LOCALE;

export async function loadMyCourses() {
  const list = await cached('learn:courses', async () => (await read(client.api.learn.courses.$get())).data);
  const courses = list === GONE || !list ? [] : list;
  const shown: MyCourse[] = [];
  for (const c of courses) {
    const row = await pulledCourse(db, c.id);
    if (!withdrawnSince(row, c.version)) shown.push(mergePulledCourse(c, row, locale()));
  }
  return shown;
}

/** The kept copy of a course with what the pull brought laid over it; null when the pull took it away. */
export async function keptCourse(id: number, course: LearnCourse): Promise<LearnCourse | null> {
  const row = await pulledCourse(db, id);
  if (withdrawnSince(row, course.version)) {
    await removeCourseCopy(db, id, browserStore.forget);
    return null;
  }
  return mergePulledLessons(mergePulledCourse(course, row, locale()), await pulledLessons(db, id), locale());
}

export async function loadCourse(id: number) {
  const course = await cached(`${COURSE_PREFIX}${id}`, async () => {
    const data = (await read(client.api.learn.courses[':id{[0-9]+}'].$get({ param: { id: String(id) } }))).data;
    // Warm what the pages show (not videos: those are saved on request), so the service worker
    // answers it offline later.
    const urls = [
      data.image,
      ...data.materials.map((m) => m.url),
      ...data.lessons.flatMap((l) => [l.cover, ...l.materials.map((m) => m.url)]),
      ...data.tests.flatMap((t) => t.questions.map((q) => q.image)),
    ].filter(Boolean);
    void Promise.allSettled(urls.map((u) => fetch(u!)));
    return data;
  });
  // Online, the server says the course is no longer this learner's: its copy leaves the device.
  if (course === GONE) {
    await removeCourseCopy(db, id, browserStore.forget);
    return null;
  }
  return course && keptCourse(id, course);
}
