import { createFileRoute, notFound } from '@tanstack/react-router';
import { CoursePage } from '../../../../features/learn/course-page.tsx';
import { loadCourse } from '../../../../features/learn/learn-data.ts';
import { signedIn } from '../../../../features/learn/learn-routes.ts';
import { positiveIntParam } from '../../../../lib/route-search.ts';

export const Route = createFileRoute('/{-$locale}/learn/$courseId/')({
  params: positiveIntParam('courseId'),
  beforeLoad: signedIn,
  loader: async ({ params }) => (await loadCourse(params.courseId)) ?? Promise.reject(notFound()),
  staticData: { title: 'meta.learn.course.title', description: 'meta.learn.description' },
  component: function Course() {
    return <CoursePage course={Route.useLoaderData()} />;
  },
});
