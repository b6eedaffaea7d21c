import { createFileRoute } from '@tanstack/react-router';
import { LessonPage } from '../../../../../../features/admin-courses/lesson-page.tsx';
import { loadLesson } from '../../../../../../features/admin-courses/load-courses.ts';
import { positiveIntParam } from '../../../../../../lib/route-search.ts';

const course = positiveIntParam('course_id');
const lesson = positiveIntParam('id');

export const Route = createFileRoute('/{-$locale}/admin/courses/$course_id/lesson/$id')({
  params: {
    parse: (p: { course_id: string; id: string }) => ({ ...course.parse(p), ...lesson.parse(p) }),
    stringify: (p: { course_id: number; id: number }) => ({ ...course.stringify(p), ...lesson.stringify(p) }),
  },
  loader: ({ params }) => loadLesson(params.course_id, params.id),
  staticData: { title: 'meta.admin.courses.lesson' },
  component: function Lesson() {
    const { course_id, id } = Route.useParams();
    return <LessonPage key={id} courseId={course_id} lesson={Route.useLoaderData()} />;
  },
});
