import { createFileRoute } from '@tanstack/react-router';
import { BuildingAdminPage } from '../../../../features/admin-property/building-admin-page.tsx';
import { buildingRoute } from '../../../../features/admin-property/property-routes.ts';

export const Route = createFileRoute('/{-$locale}/admin/build/$id')({
  ...buildingRoute,
  component: function Building() {
    const { id } = Route.useParams();
    return <BuildingAdminPage key={id} id={id} unit={Route.useSearch().unit} data={Route.useLoaderData()} />;
  },
});
