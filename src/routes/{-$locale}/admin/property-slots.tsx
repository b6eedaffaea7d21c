import { createFileRoute } from '@tanstack/react-router';
import { SlotsPage } from '../../../features/admin-property/slots-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/property-slots')({
  staticData: { title: 'property.meta.admin.slots', description: 'property.meta.admin.description' },
  component: SlotsPage,
});
