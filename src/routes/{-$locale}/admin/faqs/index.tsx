import { createFileRoute } from '@tanstack/react-router';
import { ContentListPage } from '../../../../features/admin-content/content-list-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/faqs/')({
  staticData: { title: 'meta.admin.content.faq.title' },
  component: () => <ContentListPage type="faq" />,
});
