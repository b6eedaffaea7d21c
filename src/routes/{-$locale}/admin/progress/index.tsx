import { createFileRoute } from '@tanstack/react-router';
import { ItemListPage } from '../../../../features/admin-property/item-list-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/progress/')({
  staticData: { title: 'property.meta.admin.progress', description: 'property.meta.admin.description' },
  component: () => <ItemListPage type="progress" />,
});
