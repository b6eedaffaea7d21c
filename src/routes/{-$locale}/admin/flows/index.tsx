import { createFileRoute } from '@tanstack/react-router';
import { FLOW_SEARCH } from '../../../../../contract/list-searches.ts';
import { FlowsListPage } from '../../../../features/admin-flows/flows-list-page.tsx';
import { loadFlows, type FlowsSearch } from '../../../../features/admin-flows/load-flows.ts';
import { searchFrom } from '../../../../lib/route-search.ts';

const listSearch = searchFrom(FLOW_SEARCH);

export const Route = createFileRoute('/{-$locale}/admin/flows/')({
  validateSearch: (s: Record<string, unknown>): FlowsSearch => ({
    ...listSearch(s),
    ...(s.archived === true || s.archived === 1 || s.archived === '1' ? { archived: true as const } : {}),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => loadFlows(deps),
  staticData: { title: 'meta.admin.flows.title', description: 'meta.admin.flows.description' },
  component: FlowsListPage,
});
