import { createFileRoute } from '@tanstack/react-router';
import { ContentListPage } from '../../../../features/admin-content/content-list-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/contacts/')({
  staticData: { title: 'meta.admin.content.contact.title' },
  component: () => <ContentListPage type="contact" />,
});
