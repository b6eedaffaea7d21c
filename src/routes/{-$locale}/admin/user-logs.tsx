import { createFileRoute } from '@tanstack/react-router';
import { USER_LOG_SEARCH } from '../../../../contract/list-searches.ts';
import { searchFrom } from '../../../lib/route-search.ts';
import { UserLogsPage } from '../../../features/admin-user-logs/user-logs-page.tsx';
import { loadUserLogs } from '../../../features/admin-user-logs/load-user-logs.ts';

const validateSearch = searchFrom(USER_LOG_SEARCH);

export const Route = createFileRoute('/{-$locale}/admin/user-logs')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => loadUserLogs(deps),
  staticData: { title: 'meta.admin.userLogs.title' },
  component: function UserLogs() {
    const filter = Route.useSearch();
    const navigate = Route.useNavigate();
    return <UserLogsPage filter={filter} onFilter={(search) => void navigate({ search })} />;
  },
});
