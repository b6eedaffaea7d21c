import { createFileRoute } from '@tanstack/react-router';
import { searchOf, optionalEnum, pageNumber } from '../../../lib/route-search.ts';
import { REQUEST_KINDS, REQUEST_STATUSES } from '../../../../api/schemas/reference.ts';
import { RequestsInbox } from '../../../features/admin-requests/requests-inbox.tsx';
import { loadRequests } from '../../../features/admin-requests/load-requests.ts';

const validateSearch = searchOf({
  page: pageNumber,
  kind: optionalEnum(REQUEST_KINDS),
  status: optionalEnum(REQUEST_STATUSES),
});

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
