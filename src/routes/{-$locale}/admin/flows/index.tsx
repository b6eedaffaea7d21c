import { createFileRoute } from '@tanstack/react-router';
import { FlowsListPage } from '../../../../features/admin-flows/flows-list-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/flows/')({
  staticData: { title: 'meta.admin.flows.title', description: 'meta.admin.flows.description' },
  component: FlowsListPage,
});
