import { createFileRoute } from '@tanstack/react-router';
import { REQUEST_SEARCH } from '../../../../contract/list-searches.ts';
import { searchFrom } from '../../../lib/route-search.ts';
import { RequestsInbox } from '../../../features/admin-requests/requests-inbox.tsx';
import { loadRequests } from '../../../features/admin-requests/load-requests.ts';

const validateSearch = searchFrom(REQUEST_SEARCH);

export const Route = createFileRoute('/{-$locale}/admin/requests')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => loadRequests(deps),
  staticData: { title: 'meta.admin.requests.title' },
  component: function Requests() {
    const filter = Route.useSearch();
    const navigate = Route.useNavigate();
    return <RequestsInbox filter={filter} onFilter={(f) => void navigate({ search: f })} />;
  },
});
