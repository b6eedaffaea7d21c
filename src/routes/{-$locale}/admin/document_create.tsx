import { createFileRoute } from '@tanstack/react-router';
import { ContentFormPage } from '../../../features/admin-content/content-form-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/document_create')({
  staticData: { title: 'meta.admin.content.document.title' },
  component: () => <ContentFormPage type="document" />,
});
