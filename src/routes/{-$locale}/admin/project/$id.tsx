import { createFileRoute } from '@tanstack/react-router';
import { ProjectFormPage } from '../../../../features/admin-property/project-form-page.tsx';
import { projectEditRoute } from '../../../../features/admin-property/property-routes.ts';

export const Route = createFileRoute('/{-$locale}/admin/project/$id')({
  ...projectEditRoute('residential'),
  component: function Edit() {
    const { id } = Route.useParams();
    return <ProjectFormPage key={id} kind="residential" item={Route.useLoaderData()} />;
  },
});
