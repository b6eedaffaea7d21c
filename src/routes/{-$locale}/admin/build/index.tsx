import { createFileRoute } from '@tanstack/react-router';
import { BuildListPage } from '../../../../features/admin-property/build-list-page.tsx';
import { buildListRoute } from '../../../../features/admin-property/property-routes.ts';

export const Route = createFileRoute('/{-$locale}/admin/build/')({
  ...buildListRoute,
  component: function Build() {
    return <BuildListPage project={Route.useSearch().project} data={Route.useLoaderData()} />;
  },
});
