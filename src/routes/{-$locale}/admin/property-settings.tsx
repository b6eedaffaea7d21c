import { createFileRoute } from '@tanstack/react-router';
import { settingsRoute } from '../../../features/admin-property/property-routes.ts';
import { PropertySettingsPage } from '../../../features/admin-property/settings-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/property-settings')({
  ...settingsRoute,
  component: function Settings() {
    return <PropertySettingsPage settings={Route.useLoaderData()} />;
  },
});
