import { createFileRoute } from '@tanstack/react-router';
import { ContentListPage } from '../../../../features/admin-content/content-list-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/article/')({
  staticData: { title: 'meta.admin.content.article.title' },
  component: () => <ContentListPage type="article" />,
});
