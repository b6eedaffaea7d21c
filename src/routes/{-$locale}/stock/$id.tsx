import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { z } from 'zod';
import { PublicItemPage } from '../../../features/content-public/public-item-page.tsx';

export const Route = createFileRoute('/{-$locale}/stock/$id')({
  params: { parse: (p) => z.object({ id: z.string().regex(/^\d+$/) }).parse(p) },
  staticData: { title: 'meta.content.stock_item.title', description: 'meta.content.stock_item.description' },
  component: function Item() {
    const { id } = getRouteApi('/{-$locale}/stock/$id').useParams();
    return <PublicItemPage type="stock" id={id} />;
  },
});
