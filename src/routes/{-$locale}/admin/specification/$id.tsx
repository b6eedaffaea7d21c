import { createFileRoute } from '@tanstack/react-router';
import { ItemFormPage } from '../../../../features/admin-property/item-form-page.tsx';
import { itemEditRoute } from '../../../../features/admin-property/property-routes.ts';

export const Route = createFileRoute('/{-$locale}/admin/specification/$id')({
  ...itemEditRoute('specification'),
  component: function Edit() {
    const { id } = Route.useParams();
    return <ItemFormPage key={id} type="specification" data={Route.useLoaderData()} />;
  },
});
