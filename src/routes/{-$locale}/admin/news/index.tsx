import { createFileRoute } from '@tanstack/react-router';
import { ContentListPage } from '../../../../features/admin-content/content-list-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/news/')({
  staticData: { title: 'meta.admin.content.news.title' },
  component: () => <ContentListPage type="news" />,
});
