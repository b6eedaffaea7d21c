import { createFileRoute } from '@tanstack/react-router';
import { ItemFormPage } from '../../../../features/admin-property/item-form-page.tsx';
import { numericId } from '../../../../lib/route-search.ts';

export const Route = createFileRoute('/{-$locale}/admin/progress/$id')({
  params: numericId,
  staticData: { title: 'property.meta.admin.progress', description: 'property.meta.admin.description' },
  component: function Edit() {
    const { id } = Route.useParams();
    return <ItemFormPage key={id} type="progress" id={id} />;
  },
});
