import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadCourse } from '../../../../../features/learn/learn-data.ts';
import { courseAnd, signedIn } from '../../../../../features/learn/learn-routes.ts';
import { TestPage } from '../../../../../features/learn/test-page.tsx';

export const Route = createFileRoute('/{-$locale}/learn/$courseId/test/$testId')({
  params: courseAnd('testId'),
  beforeLoad: signedIn,
  loader: async ({ params }) => (await loadCourse(params.courseId)) ?? Promise.reject(notFound()),
  staticData: { title: 'meta.learn.test.title', description: 'meta.learn.description' },
  component: function Test() {
    return <TestPage course={Route.useLoaderData()} testId={Route.useParams().testId} />;
  },
});
