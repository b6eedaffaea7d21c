import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { z } from 'zod';
import { PublicItemPage } from '../../../features/content-public/public-item-page.tsx';

export const Route = createFileRoute('/{-$locale}/experts/$id')({
  params: { parse: (p) => z.object({ id: z.string().regex(/^\d+$/) }).parse(p) },
  staticData: { title: 'meta.content.expert_item.title', description: 'meta.content.expert_item.description' },
  component: function Item() {
    const { id } = getRouteApi('/{-$locale}/experts/$id').useParams();
    return <PublicItemPage type="expert" id={id} />;
  },
});
