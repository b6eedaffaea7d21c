import { createFileRoute } from '@tanstack/react-router';
import { RequestPage } from '../../features/property/request-page.tsx';

export const Route = createFileRoute('/{-$locale}/complaint')({
  staticData: { title: 'property.meta.complaint.title', description: 'property.meta.complaint.description' },
  component: () => <RequestPage kind="complaint" />,
});
