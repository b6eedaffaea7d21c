import { createFileRoute } from '@tanstack/react-router';
import { PublicListPage } from '../../../features/content/public-list-page.tsx';

export const Route = createFileRoute('/{-$locale}/promotions/')({
  staticData: { title: 'meta.content.promotion.title', description: 'meta.content.promotion.description' },
  component: () => <PublicListPage type="promotion" />,
});
