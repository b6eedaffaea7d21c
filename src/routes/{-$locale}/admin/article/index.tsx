import { createFileRoute } from '@tanstack/react-router';
import { ContentListPage } from '../../../../features/content-admin/content-list-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/article/')({
  staticData: { title: 'meta.admin.content.article.title' },
  component: () => <ContentListPage type="article" />,
});
