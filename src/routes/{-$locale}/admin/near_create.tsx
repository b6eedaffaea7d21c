import { createFileRoute } from '@tanstack/react-router';
import { ItemFormPage } from '../../../features/admin-property/item-form-page.tsx';
import { itemCreateRoute } from '../../../features/admin-property/property-routes.ts';

export const Route = createFileRoute('/{-$locale}/admin/near_create')({
  ...itemCreateRoute('near'),
  component: function Create() {
    return <ItemFormPage type="near" data={Route.useLoaderData()} />;
  },
});
