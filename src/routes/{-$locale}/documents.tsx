import { createFileRoute } from '@tanstack/react-router';
import { PublicListPage } from '../../features/content/public-list-page.tsx';

export const Route = createFileRoute('/{-$locale}/documents')({
  staticData: { title: 'meta.content.document.title', description: 'meta.content.document.description' },
  component: () => <PublicListPage type="document" />,
});
