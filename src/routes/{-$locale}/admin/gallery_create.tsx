import { createFileRoute } from '@tanstack/react-router';
import { ContentFormPage } from '../../../features/admin-content/content-form-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/gallery_create')({
  staticData: { title: 'meta.admin.content.gallery.title' },
  component: () => <ContentFormPage type="gallery" />,
});
