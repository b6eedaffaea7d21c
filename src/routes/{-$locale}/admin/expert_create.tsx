import { createFileRoute } from '@tanstack/react-router';
import { ContentFormPage } from '../../../features/admin-content/content-form-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/expert_create')({
  staticData: { title: 'meta.admin.content.expert.title' },
  component: () => <ContentFormPage type="expert" />,
});
