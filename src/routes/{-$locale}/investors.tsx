import { createFileRoute } from '@tanstack/react-router';
import { PublicListPage } from '../../features/content/public-list-page.tsx';
import { RequestPage } from '../../features/property/request-page.tsx';

// The published investors first, then the form that sends a request through the outbox.
export const Route = createFileRoute('/{-$locale}/investors')({
  staticData: { title: 'meta.content.investor.title', description: 'meta.content.investor.description' },
  component: () => <RequestPage kind="investor" list={<PublicListPage type="investor" />} />,
});
