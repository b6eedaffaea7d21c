import { createFileRoute } from '@tanstack/react-router';
import { ContentListPage } from '../../../../features/admin-content/content-list-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/stock/')({
  staticData: { title: 'meta.admin.content.stock.title' },
  component: () => <ContentListPage type="stock" />,
});
