import { createFileRoute } from '@tanstack/react-router';
import { PublicListPage } from '../../../features/content/public-list-page.tsx';

export const Route = createFileRoute('/{-$locale}/stock/')({
  staticData: { title: 'meta.content.stock.title', description: 'meta.content.stock.description' },
  component: () => <PublicListPage type="stock" />,
});
