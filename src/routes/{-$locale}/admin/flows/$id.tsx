import { createFileRoute } from '@tanstack/react-router';
import { positiveIntParam } from '../../../../lib/route-search.ts';
import { FlowDetailPage } from '../../../../features/admin-flows/flow-detail-page.tsx';
import { loadFlow } from '../../../../features/admin-flows/load-flows.ts';

export const Route = createFileRoute('/{-$locale}/admin/flows/$id')({
  params: positiveIntParam('id'),
  loader: ({ params }) => loadFlow(params.id),
  staticData: { title: 'meta.admin.flow.title', description: 'meta.admin.flow.description' },
  component: FlowDetailPage,
});
