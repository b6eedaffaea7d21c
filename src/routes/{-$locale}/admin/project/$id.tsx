import { createFileRoute } from '@tanstack/react-router';
import { ProjectFormPage } from '../../../../features/admin-property/project-form-page.tsx';
import { numericId } from '../../../../lib/route-search.ts';

export const Route = createFileRoute('/{-$locale}/admin/project/$id')({
  params: numericId,
  staticData: { title: 'property.meta.admin.project', description: 'property.meta.admin.description' },
  component: function Edit() {
    const { id } = Route.useParams();
    return <ProjectFormPage key={id} kind="residential" id={id} />;
  },
});
