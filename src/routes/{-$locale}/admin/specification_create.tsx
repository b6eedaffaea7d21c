import { createFileRoute } from '@tanstack/react-router';
import { ItemFormPage } from '../../../features/admin-property/item-form-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/specification_create')({
  staticData: { title: 'property.meta.admin.specification', description: 'property.meta.admin.description' },
  component: () => <ItemFormPage type="specification" />,
});
