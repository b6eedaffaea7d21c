import { createFileRoute } from '@tanstack/react-router';
import { ItemFormPage } from '../../../../features/admin-property/item-form-page.tsx';
import { numericId } from '../../../../lib/route-search.ts';

export const Route = createFileRoute('/{-$locale}/admin/near/$id')({
  params: numericId,
  staticData: { title: 'property.meta.admin.near', description: 'property.meta.admin.description' },
  component: function Edit() {
    const { id } = Route.useParams();
    return <ItemFormPage key={id} type="near" id={id} />;
  },
});
