import { createFileRoute } from '@tanstack/react-router';
import { loadPreview } from '../../../../../features/learn/preview-data.ts';
import { PreviewPage } from '../../../../../features/learn/preview-page.tsx';
import { positiveIntParam } from '../../../../../lib/route-search.ts';

export const Route = createFileRoute('/{-$locale}/admin/courses/$course_id/preview')({
  params: positiveIntParam('course_id'),
  loader: ({ params }) => loadPreview(params.course_id),
  staticData: { title: 'meta.admin.courses.preview' },
  component: function Preview() {
    return <PreviewPage key={Route.useParams().course_id} course={Route.useLoaderData()} />;
  },
});
