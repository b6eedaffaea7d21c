import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { UserCreatePage } from '../../../../features/admin-users/user-pages.tsx';

export const Route = createFileRoute('/{-$locale}/admin/users/create')({
  // A list filtered by role opens the form for that role; the role field itself stays hidden (seed).
  validateSearch: z.object({ role_id: z.coerce.number().int().min(1).max(6).optional().catch(undefined) }),
  staticData: { title: 'meta.admin.users.create.title' },
  component: function UserCreate() {
    const { role_id } = Route.useSearch();
    return <UserCreatePage roleId={role_id} />;
  },
});
