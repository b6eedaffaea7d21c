import { createFileRoute } from '@tanstack/react-router';
import { ContentFormPage } from '../../../../features/admin-content/content-form-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/contacts/create')({
  staticData: { title: 'meta.admin.content.contact.title' },
  component: () => <ContentFormPage type="contact" />,
});
