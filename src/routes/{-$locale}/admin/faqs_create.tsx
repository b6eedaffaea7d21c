import { createFileRoute } from '@tanstack/react-router';
import { ContentFormPage } from '../../../features/admin-content/content-form-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/faqs_create')({
  staticData: { title: 'meta.admin.content.faq.title' },
  component: () => <ContentFormPage type="faq" />,
});
