import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { UsersListPage } from '../../../../features/admin-users/users-list-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/users/')({
  validateSearch: z.object({
    page: z.coerce.number().int().min(1).optional().catch(undefined),
    search: z.string().max(100).optional().catch(undefined),
    role_id: z.coerce.number().int().min(1).max(6).optional().catch(undefined),
  }),
  staticData: { title: 'meta.admin.users.title' },
  component: function Users() {
    const query = Route.useSearch();
    const navigate = Route.useNavigate();
    return <UsersListPage query={query} onQuery={(search) => void navigate({ search })} />;
  },
});
