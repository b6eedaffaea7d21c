import { createFileRoute } from '@tanstack/react-router';
import { PublicListPage } from '../../features/content/public-list-page.tsx';
import { RequestPage } from '../../features/property/request-page.tsx';

// The published vacancies first, then the form that sends a request through the outbox.
export const Route = createFileRoute('/{-$locale}/vacancies')({
  staticData: { title: 'meta.content.vacancy.title', description: 'meta.content.vacancy.description' },
  component: () => <RequestPage kind="vacancy" list={<PublicListPage type="vacancy" />} />,
});
