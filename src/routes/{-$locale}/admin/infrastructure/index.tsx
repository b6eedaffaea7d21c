import { createFileRoute } from '@tanstack/react-router';
import { ItemListPage } from '../../../../features/admin-property/item-list-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/infrastructure/')({
  staticData: { title: 'property.meta.admin.infrastructure', description: 'property.meta.admin.description' },
  component: () => <ItemListPage type="infrastructure" />,
});
