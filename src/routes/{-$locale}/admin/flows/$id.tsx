import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { FlowDetailPage } from '../../../../features/admin-flows/flow-detail-page.tsx';

const params = z.object({ id: z.coerce.number().int().positive() });

export const Route = createFileRoute('/{-$locale}/admin/flows/$id')({
  params: { parse: (p) => params.parse(p), stringify: (p) => ({ id: String(p.id) }) },
  staticData: { title: 'meta.admin.flow.title', description: 'meta.admin.flow.description' },
  component: function FlowRoute() {
    const { id } = Route.useParams();
    return <FlowDetailPage id={id} />;
  },
});
