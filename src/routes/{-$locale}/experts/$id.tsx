import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { digitsId } from '../../../lib/route-search.ts';
import { PublicItemPage } from '../../../features/content/public-item-page.tsx';

export const Route = createFileRoute('/{-$locale}/experts/$id')({
  params: digitsId,
  staticData: { title: 'meta.content.expert_item.title', description: 'meta.content.expert_item.description' },
  component: function Item() {
    const { id } = getRouteApi('/{-$locale}/experts/$id').useParams();
    return <PublicItemPage type="expert" id={id} />;
  },
});
