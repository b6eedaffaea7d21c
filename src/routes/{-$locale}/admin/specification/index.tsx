import { createFileRoute } from '@tanstack/react-router';
import { ItemListPage } from '../../../../features/admin-property/item-list-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/specification/')({
  staticData: { title: 'property.meta.admin.specification', description: 'property.meta.admin.description' },
  component: () => <ItemListPage type="specification" />,
});
