import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { z } from 'zod';
import { ContentFormPage } from '../../../../features/content-admin/content-form-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/stock/$id')({
  params: { parse: (p) => z.object({ id: z.coerce.number().int().positive() }).parse(p) },
  staticData: { title: 'meta.admin.content.stock.title' },
  component: function Edit() {
    const { id } = getRouteApi('/{-$locale}/admin/stock/$id').useParams();
    return <ContentFormPage key={id} type="stock" id={id} />;
  },
});
