import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { z } from 'zod';
import { PublicItemPage } from '../../../features/content-public/public-item-page.tsx';

export const Route = createFileRoute('/{-$locale}/news/$id')({
  params: { parse: (p) => z.object({ id: z.string().regex(/^\d+$/) }).parse(p) },
  staticData: { title: 'meta.content.news_item.title', description: 'meta.content.news_item.description' },
  component: function Item() {
    const { id } = getRouteApi('/{-$locale}/news/$id').useParams();
    return <PublicItemPage type="news" id={id} />;
  },
});
