import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { digitsId } from '../../../lib/route-search.ts';
import { PublicItemPage } from '../../../features/content/public-item-page.tsx';

export const Route = createFileRoute('/{-$locale}/promotions/$id')({
  params: digitsId,
  staticData: { title: 'meta.content.promotion_item.title', description: 'meta.content.promotion_item.description' },
  component: function Item() {
    const { id } = getRouteApi('/{-$locale}/promotions/$id').useParams();
    return <PublicItemPage type="promotion" id={id} />;
  },
});
