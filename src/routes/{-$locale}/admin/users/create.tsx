import { createFileRoute } from '@tanstack/react-router';
import { ROLES } from '../../../../../contract/roles.ts';
import { searchOf, optionalInt } from '../../../../lib/route-search.ts';
import { UserCreatePage } from '../../../../features/admin-users/user-pages.tsx';

export const Route = createFileRoute('/{-$locale}/admin/users/create')({
  // A list filtered by role opens the form for that role; the role field itself stays hidden (seed).
  validateSearch: searchOf({ role_id: optionalInt(ROLES.applicant, ROLES.admin) }),
  staticData: { title: 'meta.admin.users.create.title' },
  component: function UserCreate() {
    const { role_id } = Route.useSearch();
    return <UserCreatePage roleId={role_id} />;
  },
});
