import { createFileRoute } from '@tanstack/react-router';
import { NewsListPage } from '../../../features/admin-news/news-list-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/news')({
  staticData: { title: 'meta.admin.news.title' },
  component: NewsListPage,
});
