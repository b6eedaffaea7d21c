import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { digitsId } from '../../../lib/route-search.ts';
import { PublicItemPage } from '../../../features/content/public-item-page.tsx';

export const Route = createFileRoute('/{-$locale}/news/$id')({
  params: digitsId,
  staticData: { title: 'meta.content.news_item.title', description: 'meta.content.news_item.description' },
  component: function Item() {
    const { id } = getRouteApi('/{-$locale}/news/$id').useParams();
    return <PublicItemPage type="news" id={id} />;
  },
});
