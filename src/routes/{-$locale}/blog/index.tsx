import { createFileRoute } from '@tanstack/react-router';
import { PublicListPage } from '../../../features/content/public-list-page.tsx';

export const Route = createFileRoute('/{-$locale}/blog/')({
  staticData: { title: 'meta.content.article.title', description: 'meta.content.article.description' },
  component: () => <PublicListPage type="article" />,
});
