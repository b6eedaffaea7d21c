import { createFileRoute } from '@tanstack/react-router';
import { ProjectListPage } from '../../../../features/admin-property/project-list-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/project/')({
  staticData: { title: 'property.meta.admin.project', description: 'property.meta.admin.description' },
  component: () => <ProjectListPage kind="residential" />,
});
