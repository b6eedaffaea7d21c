import { createFileRoute } from '@tanstack/react-router';
import { ROLES } from '../../../../../api/schemas/roles.ts';
import { searchOf, optionalInt, optionalText } from '../../../../lib/route-search.ts';
import { UsersListPage } from '../../../../features/admin-users/users-list-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/users/')({
  validateSearch: searchOf({
    page: optionalInt(1),
    search: optionalText(100),
    role_id: optionalInt(ROLES.applicant, ROLES.admin),
  }),
  staticData: { title: 'meta.admin.users.title' },
  component: function Users() {
    const query = Route.useSearch();
    const navigate = Route.useNavigate();
    return <UsersListPage query={query} onQuery={(search) => void navigate({ search })} />;
  },
});
