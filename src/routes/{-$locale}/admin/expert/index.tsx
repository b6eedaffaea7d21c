import { createFileRoute } from '@tanstack/react-router';
import { ContentListPage } from '../../../../features/admin-content/content-list-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/expert/')({
  staticData: { title: 'meta.admin.content.expert.title' },
  component: () => <ContentListPage type="expert" />,
});
