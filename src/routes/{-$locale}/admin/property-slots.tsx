import { createFileRoute } from '@tanstack/react-router';
import { slotsRoute } from '../../../features/admin-property/property-routes.ts';
import { SlotsPage } from '../../../features/admin-property/slots-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/property-slots')({
  ...slotsRoute,
  component: function Slots() {
    return <SlotsPage slots={Route.useLoaderData()} />;
  },
});
