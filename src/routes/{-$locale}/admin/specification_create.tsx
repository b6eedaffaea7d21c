import { createFileRoute } from '@tanstack/react-router';
import { ItemFormPage } from '../../../features/admin-property/item-form-page.tsx';
import { itemCreateRoute } from '../../../features/admin-property/property-routes.ts';

export const Route = createFileRoute('/{-$locale}/admin/specification_create')({
  ...itemCreateRoute('specification'),
  component: function Create() {
    return <ItemFormPage type="specification" data={Route.useLoaderData()} />;
  },
});
