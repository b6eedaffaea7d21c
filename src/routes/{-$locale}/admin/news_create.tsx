import { createFileRoute } from '@tanstack/react-router';
import { ContentFormPage } from '../../../features/admin-content/content-form-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/news_create')({
  staticData: { title: 'meta.admin.content.news.title' },
  component: () => <ContentFormPage type="news" />,
});
