import { createFileRoute } from '@tanstack/react-router';
import { ContentFormPage } from '../../../features/admin-content/content-form-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/stock_create')({
  staticData: { title: 'meta.admin.content.stock.title' },
  component: () => <ContentFormPage type="stock" />,
});
