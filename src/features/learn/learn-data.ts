/**
 * The learner's courses, read from the server when it answers and kept on the device (IndexedDB meta),
 * so a course opened once reads offline. Opening a course also fetches its pictures and materials, so
 * the service worker holds them for the village without signal. Lessons changed since the copy was
 * kept arrive with the pull and are laid over it (pulled-lessons.ts, ADR 101).
 */
import { client, read, type Ok } from '../../lib/api-client.ts';
import { db } from '../../lib/db.ts';
import { ApiError } from '../../lib/api.ts';
import { getMeta, setMeta } from '../../sync/meta.ts';
import { DEFAULT_LOCALE } from '../../../api/schemas/locale.ts';
import { currentLocale } from '../../lib/intl.ts';
import { mergePulledLessons, pulledLessons } from './pulled-lessons.ts';

type CoursesAnswer = Ok<Awaited<ReturnType<typeof client.api.learn.courses.$get>>>;
type CourseAnswer = Ok<Awaited<ReturnType<(typeof client.api.learn.courses)[':id{[0-9]+}']['$get']>>>;
export type MyCourse = CoursesAnswer['data'][number];
export type LearnCourse = CourseAnswer['data'];
export type LearnLesson = LearnCourse['lessons'][number];
export type LearnTest = LearnCourse['tests'][number];

/** The server's answer, or the copy kept on the device when there is no network. */
async function cached<T>(key: string, fetcher: () => Promise<T>): Promise<T | null> {
  try {
    const fresh = await fetcher();
    await setMeta(db, key, fresh);
    return fresh;
  } catch (e) {
    if (e instanceof ApiError && e.status !== 503) {
      if (e.status === 404) return null;
      throw e;
    }
    return (await getMeta<T>(db, key)) ?? null;
  }
}

export const loadMyCourses = async () =>
  (await cached('learn:courses', async () => (await read(client.api.learn.courses.$get())).data)) ?? [];

export async function loadCourse(id: number) {
  const course = await cached(`learn:course:${id}`, async () => {
    const data = (await read(client.api.learn.courses[':id{[0-9]+}'].$get({ param: { id: String(id) } }))).data;
    // Warm what the lessons show (not videos: those are saved on request), so the service worker
    // answers it offline later.
    const urls = [
      data.image,
      ...data.lessons.flatMap((l) => [l.cover, ...l.materials.map((m) => m.url)]),
      ...data.tests.flatMap((t) => t.questions.map((q) => q.image)),
    ].filter(Boolean);
    void Promise.allSettled(urls.map((u) => fetch(u!)));
    return data;
  });
  if (!course) return course;
  return mergePulledLessons(course, await pulledLessons(db, id), currentLocale() ?? DEFAULT_LOCALE);
}
