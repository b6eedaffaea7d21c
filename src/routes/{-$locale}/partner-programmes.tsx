import { createFileRoute } from '@tanstack/react-router';
import { PublicListPage } from '../../features/content/public-list-page.tsx';

export const Route = createFileRoute('/{-$locale}/partner-programmes')({
  staticData: {
    title: 'meta.content.partner_programme.title',
    description: 'meta.content.partner_programme.description',
  },
  component: () => <PublicListPage type="partner_programme" />,
});
