import { createFileRoute } from '@tanstack/react-router';
import { RequestPage } from '../../features/property/request-page.tsx';

export const Route = createFileRoute('/{-$locale}/webinar')({
  staticData: { title: 'property.meta.webinar.title', description: 'property.meta.webinar.description' },
  component: () => <RequestPage kind="webinar" />,
});
