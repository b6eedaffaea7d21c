import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { UserLogsPage } from '../../../features/admin-user-logs/user-logs-page.tsx';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);
const id = z.coerce.number().int().positive().optional().catch(undefined);
const text = z.string().max(100).optional().catch(undefined);

export const Route = createFileRoute('/{-$locale}/admin/user-logs')({
  validateSearch: z.object({
    page: z.coerce.number().int().min(1).optional().catch(undefined),
    action: text,
    user: text,
    changed: text,
    user_id: id,
    changed_user_id: id,
    date_from: day,
    date_to: day,
  }),
  staticData: { title: 'meta.admin.userLogs.title' },
  component: function UserLogs() {
    const filter = Route.useSearch();
    const navigate = Route.useNavigate();
    return <UserLogsPage filter={filter} onFilter={(search) => void navigate({ search })} />;
  },
});
