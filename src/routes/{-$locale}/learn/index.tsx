import { createFileRoute } from '@tanstack/react-router';
import { loadMyCourses } from '../../../features/learn/learn-data.ts';
import { LearnPage } from '../../../features/learn/learn-page.tsx';
import { signedIn } from '../../../features/learn/learn-routes.ts';

export const Route = createFileRoute('/{-$locale}/learn/')({
  beforeLoad: signedIn,
  loader: loadMyCourses,
  staticData: { title: 'meta.learn.title', description: 'meta.learn.description' },
  component: function Learn() {
    return <LearnPage courses={Route.useLoaderData()} />;
  },
});
