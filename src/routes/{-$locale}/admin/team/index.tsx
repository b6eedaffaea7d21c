import { createFileRoute } from '@tanstack/react-router';
import { ContentListPage } from '../../../../features/admin-content/content-list-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/team/')({
  staticData: { title: 'meta.admin.content.team.title' },
  component: () => <ContentListPage type="team" />,
});
