import { createFileRoute } from '@tanstack/react-router';
import { AgroDetailPage } from '../../../../features/admin-agro/agro-detail-page.tsx';
import { loadAgroApplication } from '../../../../features/admin-agro/load-agro.ts';
import { numericId } from '../../../../lib/route-search.ts';

export const Route = createFileRoute('/{-$locale}/admin/agro/$id')({
  params: numericId,
  loader: ({ params }) => loadAgroApplication(params.id),
  staticData: { title: 'meta.admin.agro.detail.title', description: 'meta.admin.agro.description' },
  component: AgroDetailPage,
});
