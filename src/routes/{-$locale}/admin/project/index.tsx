import { createFileRoute } from '@tanstack/react-router';
import { ProjectListPage } from '../../../../features/admin-property/project-list-page.tsx';
import { projectListRoute } from '../../../../features/admin-property/property-routes.ts';

export const Route = createFileRoute('/{-$locale}/admin/project/')({
  ...projectListRoute('residential'),
  component: function List() {
    return <ProjectListPage kind="residential" list={Route.useLoaderData()} />;
  },
});
