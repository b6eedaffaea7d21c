/**
 * The shapes of the server's course answers, inferred from the typed client. Apart from learn-data.ts,
 * which reads them, so the merges of pulled changes (pulled-course.ts, pulled-lessons.ts) can name them
 * without importing the reader that uses them.
 */
import type { client, Ok } from '../../lib/api-client.ts';

type CoursesAnswer = Ok<Awaited<ReturnType<typeof client.api.learn.courses.$get>>>;
type CourseAnswer = Ok<Awaited<ReturnType<(typeof client.api.learn.courses)[':id{[0-9]+}']['$get']>>>;
export type MyCourse = CoursesAnswer['data'][number];
export type LearnCourse = CourseAnswer['data'];
export type LearnLesson = LearnCourse['lessons'][number];
export type LearnTest = LearnCourse['tests'][number];
export type LearnMaterial = LearnCourse['materials'][number];
