import { createFileRoute } from '@tanstack/react-router';
import { ContentFormPage } from '../../../features/admin-content/content-form-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/team_create')({
  staticData: { title: 'meta.admin.content.team.title' },
  component: () => <ContentFormPage type="team" />,
});
