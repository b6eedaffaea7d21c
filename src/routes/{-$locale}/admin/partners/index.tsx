import { createFileRoute } from '@tanstack/react-router';
import { ContentListPage } from '../../../../features/admin-content/content-list-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/partners/')({
  staticData: { title: 'meta.admin.content.partner.title' },
  component: () => <ContentListPage type="partner" />,
});
