import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { REQUEST_KINDS, REQUEST_STATUSES } from '../../../../api/schemas/reference.ts';
import { RequestsInbox } from '../../../features/admin-requests/requests-inbox.tsx';

export const Route = createFileRoute('/{-$locale}/admin/requests')({
  validateSearch: z.object({
    page: z.coerce.number().int().min(1).catch(1).default(1),
    kind: z.enum(REQUEST_KINDS).optional().catch(undefined),
    status: z.enum(REQUEST_STATUSES).optional().catch(undefined),
  }),
  staticData: { title: 'meta.admin.requests.title' },
  component: function Requests() {
    const filter = Route.useSearch();
    const navigate = Route.useNavigate();
    return <RequestsInbox filter={filter} onFilter={(f) => void navigate({ search: f })} />;
  },
});
