import { createFileRoute } from '@tanstack/react-router';
import { GalleryPage } from '../../features/content/gallery-page.tsx';

export const Route = createFileRoute('/{-$locale}/gallery')({
  staticData: { title: 'meta.content.gallery.title', description: 'meta.content.gallery.description' },
  component: GalleryPage,
});
