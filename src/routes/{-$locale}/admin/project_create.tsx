import { createFileRoute } from '@tanstack/react-router';
import { ProjectFormPage } from '../../../features/admin-property/project-form-page.tsx';
import { projectCreateRoute } from '../../../features/admin-property/property-routes.ts';

export const Route = createFileRoute('/{-$locale}/admin/project_create')({
  ...projectCreateRoute('residential'),
  component: () => <ProjectFormPage kind="residential" />,
});
