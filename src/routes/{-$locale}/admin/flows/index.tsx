import { createFileRoute } from '@tanstack/react-router';
import { FlowsListPage } from '../../../../features/admin-flows/flows-list-page.tsx';
import { loadFlows } from '../../../../features/admin-flows/load-flows.ts';

export const Route = createFileRoute('/{-$locale}/admin/flows/')({
  loader: loadFlows,
  staticData: { title: 'meta.admin.flows.title', description: 'meta.admin.flows.description' },
  component: FlowsListPage,
});
