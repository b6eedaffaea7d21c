import { createFileRoute } from '@tanstack/react-router';
import { PublicListPage } from '../../../features/content/public-list-page.tsx';

export const Route = createFileRoute('/{-$locale}/news/')({
  staticData: { title: 'meta.content.news.title', description: 'meta.content.news.description' },
  component: () => <PublicListPage type="news" />,
});
