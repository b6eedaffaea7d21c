import { createFileRoute } from '@tanstack/react-router';
import { PropertySettingsPage } from '../../../features/admin-property/settings-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/property-settings')({
  staticData: { title: 'property.meta.admin.settings', description: 'property.meta.admin.description' },
  component: PropertySettingsPage,
});
