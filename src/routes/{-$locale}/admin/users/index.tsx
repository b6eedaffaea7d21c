import { createFileRoute } from '@tanstack/react-router';
import { USER_SEARCH } from '../../../../../contract/list-searches.ts';
import { searchFrom } from '../../../../lib/route-search.ts';
import { UsersListPage } from '../../../../features/admin-users/users-list-page.tsx';
import { loadUsers } from '../../../../features/admin-users/load-users.ts';

const validateSearch = searchFrom(USER_SEARCH);

export const Route = createFileRoute('/{-$locale}/admin/users/')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => loadUsers(deps),
  staticData: { title: 'meta.admin.users.title' },
  component: function Users() {
    const query = Route.useSearch();
    const navigate = Route.useNavigate();
    return <UsersListPage query={query} onQuery={(search) => void navigate({ search })} />;
  },
});
