import { createFileRoute } from '@tanstack/react-router';
import { ItemFormPage } from '../../../../features/admin-property/item-form-page.tsx';
import { itemEditRoute } from '../../../../features/admin-property/property-routes.ts';

export const Route = createFileRoute('/{-$locale}/admin/progress/$id')({
  ...itemEditRoute('progress'),
  component: function Edit() {
    const { id } = Route.useParams();
    return <ItemFormPage key={id} type="progress" data={Route.useLoaderData()} />;
  },
});
