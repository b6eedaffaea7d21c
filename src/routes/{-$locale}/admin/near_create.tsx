import { createFileRoute } from '@tanstack/react-router';
import { ItemFormPage } from '../../../features/admin-property/item-form-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/near_create')({
  staticData: { title: 'property.meta.admin.near', description: 'property.meta.admin.description' },
  component: () => <ItemFormPage type="near" />,
});
