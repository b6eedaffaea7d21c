import { createFileRoute } from '@tanstack/react-router';
import { BuildingAdminPage } from '../../../../features/admin-property/building-admin-page.tsx';
import { numericId, optionalInt, searchOf } from '../../../../lib/route-search.ts';

export const Route = createFileRoute('/{-$locale}/admin/build/$id')({
  params: numericId,
  validateSearch: searchOf({ unit: optionalInt(1) }),
  staticData: { title: 'property.meta.admin.build', description: 'property.meta.admin.description' },
  component: function Building() {
    const { id } = Route.useParams();
    return <BuildingAdminPage key={id} id={id} unit={Route.useSearch().unit} />;
  },
});
