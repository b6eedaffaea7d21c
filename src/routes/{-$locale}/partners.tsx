import { createFileRoute } from '@tanstack/react-router';
import { PublicListPage } from '../../features/content/public-list-page.tsx';

export const Route = createFileRoute('/{-$locale}/partners')({
  staticData: { title: 'meta.content.partner.title', description: 'meta.content.partner.description' },
  component: () => <PublicListPage type="partner" />,
});
