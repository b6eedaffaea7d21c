import { createFileRoute } from '@tanstack/react-router';
import { ContentFormPage } from '../../../features/admin-content/content-form-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/article_create')({
  staticData: { title: 'meta.admin.content.article.title' },
  component: () => <ContentFormPage type="article" />,
});
