import { createFileRoute } from '@tanstack/react-router';
import { searchOf, optionalInt, optionalText, optionalDate } from '../../../lib/route-search.ts';
import { UserLogsPage } from '../../../features/admin-user-logs/user-logs-page.tsx';
import { loadUserLogs } from '../../../features/admin-user-logs/load-user-logs.ts';

const day = optionalDate;
const id = optionalInt(1);
const text = optionalText(100);

export const Route = createFileRoute('/{-$locale}/admin/user-logs')({
  validateSearch: searchOf({
    page: optionalInt(1),
    action: text,
    user: text,
    changed: text,
    user_id: id,
    changed_user_id: id,
    date_from: day,
    date_to: day,
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => loadUserLogs(deps),
  staticData: { title: 'meta.admin.userLogs.title' },
  component: function UserLogs() {
    const filter = Route.useSearch();
    const navigate = Route.useNavigate();
    return <UserLogsPage filter={filter} onFilter={(search) => void navigate({ search })} />;
  },
});
