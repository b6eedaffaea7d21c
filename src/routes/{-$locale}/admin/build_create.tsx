import { createFileRoute } from '@tanstack/react-router';
import { BuildCreatePage } from '../../../features/admin-property/build-create-page.tsx';
import { buildCreateRoute } from '../../../features/admin-property/property-routes.ts';

export const Route = createFileRoute('/{-$locale}/admin/build_create')({
  ...buildCreateRoute,
  component: function BuildCreate() {
    return <BuildCreatePage project={Route.useSearch().project} data={Route.useLoaderData()} />;
  },
});
