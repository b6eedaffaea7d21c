import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadCourse } from '../../../../../features/learn/learn-data.ts';
import { LessonPage } from '../../../../../features/learn/lesson-page.tsx';
import { courseAnd, signedIn } from '../../../../../features/learn/learn-routes.ts';

export const Route = createFileRoute('/{-$locale}/learn/$courseId/lesson/$lessonId')({
  params: courseAnd('lessonId'),
  beforeLoad: signedIn,
  loader: async ({ params }) => (await loadCourse(params.courseId)) ?? Promise.reject(notFound()),
  staticData: { title: 'meta.learn.lesson.title', description: 'meta.learn.description' },
  component: function Lesson() {
    return <LessonPage course={Route.useLoaderData()} lessonId={Route.useParams().lessonId} />;
  },
});
