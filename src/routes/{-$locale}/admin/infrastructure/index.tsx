import { createFileRoute } from '@tanstack/react-router';
import { ItemListPage } from '../../../../features/admin-property/item-list-page.tsx';
import { itemListRoute } from '../../../../features/admin-property/property-routes.ts';

export const Route = createFileRoute('/{-$locale}/admin/infrastructure/')({
  ...itemListRoute('infrastructure'),
  component: function List() {
    const navigate = Route.useNavigate();
    return (
      <ItemListPage
        type="infrastructure"
        data={Route.useLoaderData()}
        project={Route.useSearch().project}
        onProject={(project) => void navigate({ search: { project } })}
      />
    );
  },
});
