import { createFileRoute } from '@tanstack/react-router';
import { ProjectFormPage } from '../../../features/admin-property/project-form-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/project_create')({
  staticData: { title: 'property.meta.admin.project', description: 'property.meta.admin.description' },
  component: () => <ProjectFormPage kind="residential" />,
});
