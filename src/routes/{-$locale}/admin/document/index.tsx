import { createFileRoute } from '@tanstack/react-router';
import { ContentListPage } from '../../../../features/admin-content/content-list-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/document/')({
  staticData: { title: 'meta.admin.content.document.title' },
  component: () => <ContentListPage type="document" />,
});
