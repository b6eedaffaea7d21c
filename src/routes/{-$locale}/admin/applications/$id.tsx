import { createFileRoute } from '@tanstack/react-router';
import { ApplicationDetailPage } from '../../../../features/admin-applications/application-detail-page.tsx';
import { loadApplication } from '../../../../features/admin-applications/load-applications.ts';
import { numericId } from '../../../../lib/route-search.ts';

export const Route = createFileRoute('/{-$locale}/admin/applications/$id')({
  params: numericId,
  loader: ({ params }) => loadApplication(params.id),
  staticData: { title: 'meta.admin.applications.detail.title', description: 'meta.admin.applications.description' },
  component: function Application() {
    const { id } = Route.useParams();
    return <ApplicationDetailPage id={id} />;
  },
});
