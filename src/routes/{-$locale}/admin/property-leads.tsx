import { createFileRoute } from '@tanstack/react-router';
import { LEAD_SEARCH } from '../../../../contract/list-searches.ts';
import { searchFrom } from '../../../lib/route-search.ts';
import { LeadsPage } from '../../../features/admin-property/leads-page.tsx';
import { loadLeads } from '../../../features/admin-property/load.ts';

const validateSearch = searchFrom(LEAD_SEARCH);

export const Route = createFileRoute('/{-$locale}/admin/property-leads')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => loadLeads(deps),
  staticData: { title: 'property.meta.admin.leads', description: 'property.meta.admin.description' },
  component: function Leads() {
    const filter = Route.useSearch();
    const navigate = Route.useNavigate();
    return <LeadsPage filter={filter} onFilter={(search) => void navigate({ search })} />;
  },
});
