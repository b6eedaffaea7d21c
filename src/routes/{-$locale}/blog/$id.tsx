import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { digitsId } from '../../../lib/route-search.ts';
import { PublicItemPage } from '../../../features/content/public-item-page.tsx';

export const Route = createFileRoute('/{-$locale}/blog/$id')({
  params: digitsId,
  staticData: { title: 'meta.content.article_item.title', description: 'meta.content.article_item.description' },
  component: function Item() {
    const { id } = getRouteApi('/{-$locale}/blog/$id').useParams();
    return <PublicItemPage type="article" id={id} />;
  },
});
