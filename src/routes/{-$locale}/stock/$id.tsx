import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { digitsId } from '../../../lib/route-search.ts';
import { PublicItemPage } from '../../../features/content/public-item-page.tsx';

export const Route = createFileRoute('/{-$locale}/stock/$id')({
  params: digitsId,
  staticData: { title: 'meta.content.stock_item.title', description: 'meta.content.stock_item.description' },
  component: function Item() {
    const { id } = getRouteApi('/{-$locale}/stock/$id').useParams();
    return <PublicItemPage type="stock" id={id} />;
  },
});
