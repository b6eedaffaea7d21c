import { createFileRoute } from '@tanstack/react-router';
import { positiveIntParam } from '../../../../lib/route-search.ts';
import { FlowDetailPage } from '../../../../features/admin-flows/flow-detail-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/flows/$id')({
  params: positiveIntParam('id'),
  staticData: { title: 'meta.admin.flow.title', description: 'meta.admin.flow.description' },
  component: function FlowRoute() {
    const { id } = Route.useParams();
    return <FlowDetailPage id={id} />;
  },
});
