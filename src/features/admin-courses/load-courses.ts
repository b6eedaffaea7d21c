/** Route loaders of the course admin (admins and experts; the API checks the same roles). */
import { ROLES } from '../../../contract/roles.ts';
import { client, read, type Ok } from '../../lib/api-client.ts';
import { forRoles } from '../../lib/route-data.ts';

export const EDITORS = [ROLES.admin, ROLES.expert] as const;
const courses = client.api.courses;

export const loadCourses = () => forRoles(EDITORS, async () => (await read(courses.$get())).data);
const course = courses[':id{[0-9]+}'];
const loadCourse = async (id: number) => (await read(course.$get({ param: { id: String(id) } }))).data;

/**
 * The course page: the course, the attempts waiting for review, and its report for the region in the URL
 * (`?region=`, or every region) with the report's first page of learners ("more" is asked from the page).
 */
export const loadCoursePage = (id: number, region?: number) =>
  forRoles(EDITORS, async () => {
    const param = { id: String(id) };
    const query = region === undefined ? {} : { region_id: String(region) };
    const [found, review, report, learners] = await Promise.all([
      loadCourse(id),
      read(course.attempts.review.$get({ param })),
      read(course.report.$get({ param, query })),
      read(course.report.learners.$get({ param, query })),
    ]);
    return { course: found, review: review.data, report: report.data, learners };
  });
export const loadLesson = (courseId: number, id: number) =>
  forRoles(EDITORS, async () => {
    const param = { course_id: String(courseId), id: String(id) };
    return (await read(courses[':course_id{[0-9]+}'].lesson[':id{[0-9]+}'].$get({ param }))).data;
  });

export type AdminCourseRow = Ok<Awaited<ReturnType<typeof courses.$get>>>['data'][number];
export type AdminCourse = Awaited<ReturnType<typeof loadCourse>>;
export type CoursePageData = NonNullable<Awaited<ReturnType<typeof loadCoursePage>>>;
export type AdminLesson = NonNullable<Awaited<ReturnType<typeof loadLesson>>>;
export type AdminTest = AdminCourse['tests'][number];
