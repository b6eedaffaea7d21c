import { createFileRoute } from '@tanstack/react-router';
import { APPLICATION_SEARCH } from '../../../../../contract/list-searches.ts';
import { ApplicationsListPage } from '../../../../features/admin-applications/applications-list-page.tsx';
import { loadApplications } from '../../../../features/admin-applications/load-applications.ts';
import { searchFrom } from '../../../../lib/route-search.ts';

const validateSearch = searchFrom(APPLICATION_SEARCH);

export const Route = createFileRoute('/{-$locale}/admin/applications/')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => loadApplications(deps),
  staticData: { title: 'meta.admin.applications.title', description: 'meta.admin.applications.description' },
  component: function Applications() {
    const query = Route.useSearch();
    const navigate = Route.useNavigate();
    return <ApplicationsListPage query={query} onQuery={(search) => void navigate({ search })} />;
  },
});
