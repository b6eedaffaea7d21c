import { createFileRoute } from '@tanstack/react-router';
import { FlowsListPage } from '../../../../features/admin-flows/flows-list-page.tsx';
import { loadFlows } from '../../../../features/admin-flows/load-flows.ts';

export const Route = createFileRoute('/{-$locale}/admin/flows/')({
  validateSearch: (s: Record<string, unknown>): { archived?: true } =>
    s.archived === true || s.archived === 1 || s.archived === '1' ? { archived: true } : {},
  loaderDeps: ({ search }) => ({ archived: search.archived === true }),
  loader: ({ deps }) => loadFlows(deps.archived),
  staticData: { title: 'meta.admin.flows.title', description: 'meta.admin.flows.description' },
  component: FlowsListPage,
});
