import { createFileRoute } from '@tanstack/react-router';
import { ApplicationDetailPage } from '../../../../features/admin-applications/application-detail-page.tsx';
import { numericId } from '../../../../lib/route-search.ts';

export const Route = createFileRoute('/{-$locale}/admin/applications/$id')({
  params: numericId,
  staticData: { title: 'meta.admin.applications.detail.title', description: 'meta.admin.applications.description' },
  component: function Application() {
    const { id } = Route.useParams();
    return <ApplicationDetailPage id={id} />;
  },
});
