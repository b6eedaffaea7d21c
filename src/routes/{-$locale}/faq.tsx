import { createFileRoute } from '@tanstack/react-router';
import { PublicListPage } from '../../features/content/public-list-page.tsx';

export const Route = createFileRoute('/{-$locale}/faq')({
  staticData: { title: 'meta.content.faq.title', description: 'meta.content.faq.description' },
  component: () => <PublicListPage type="faq" />,
});
