import { createFileRoute } from '@tanstack/react-router';
import { ContentFormPage } from '../../../features/admin-content/content-form-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/partners_create')({
  staticData: { title: 'meta.admin.content.partner.title' },
  component: () => <ContentFormPage type="partner" />,
});
