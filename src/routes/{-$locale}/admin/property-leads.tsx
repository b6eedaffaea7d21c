import { createFileRoute } from '@tanstack/react-router';
import { LeadsPage } from '../../../features/admin-property/leads-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/property-leads')({
  staticData: { title: 'property.meta.admin.leads', description: 'property.meta.admin.description' },
  component: LeadsPage,
});
