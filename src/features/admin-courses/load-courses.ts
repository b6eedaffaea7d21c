/** Route loaders of the course admin (admins and experts; the API checks the same roles). */
import { ROLES } from '../../../contract/roles.ts';
import { client, read, type Ok } from '../../lib/api-client.ts';
import { forRoles } from '../../lib/route-data.ts';

export const EDITORS = [ROLES.admin, ROLES.expert] as const;
const courses = client.api.courses;

export const loadCourses = () => forRoles(EDITORS, async () => (await read(courses.$get())).data);
export const loadCourse = (id: number) =>
  forRoles(EDITORS, async () => (await read(courses[':id{[0-9]+}'].$get({ param: { id: String(id) } }))).data);
export const loadLesson = (courseId: number, id: number) =>
  forRoles(EDITORS, async () => {
    const param = { course_id: String(courseId), id: String(id) };
    return (await read(courses[':course_id{[0-9]+}'].lesson[':id{[0-9]+}'].$get({ param }))).data;
  });

export type AdminCourseRow = Ok<Awaited<ReturnType<typeof courses.$get>>>['data'][number];
export type AdminCourse = NonNullable<Awaited<ReturnType<typeof loadCourse>>>;
export type AdminLesson = NonNullable<Awaited<ReturnType<typeof loadLesson>>>;
export type AdminTest = AdminCourse['tests'][number];
