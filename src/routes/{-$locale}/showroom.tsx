import { createFileRoute } from '@tanstack/react-router';
import { RequestPage } from '../../features/property/request-page.tsx';

export const Route = createFileRoute('/{-$locale}/showroom')({
  staticData: { title: 'property.meta.showroom.title', description: 'property.meta.showroom.description' },
  component: () => <RequestPage kind="showroom" />,
});
