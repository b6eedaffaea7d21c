import { createFileRoute } from '@tanstack/react-router';
import { PublicListPage } from '../../features/content/public-list-page.tsx';

export const Route = createFileRoute('/{-$locale}/gallery')({
  staticData: { title: 'meta.content.gallery.title', description: 'meta.content.gallery.description' },
  component: () => <PublicListPage type="gallery" />,
});
