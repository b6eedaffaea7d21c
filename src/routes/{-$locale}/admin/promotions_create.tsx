import { createFileRoute } from '@tanstack/react-router';
import { ContentFormPage } from '../../../features/admin-content/content-form-page.tsx';
import { contentCreateRoute } from '../../../features/admin-content/content-routes.ts';

export const Route = createFileRoute('/{-$locale}/admin/promotions_create')({
  ...contentCreateRoute('promotion'),
  component: () => <ContentFormPage type="promotion" />,
});
