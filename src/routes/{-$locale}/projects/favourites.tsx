import { createFileRoute } from '@tanstack/react-router';
import { FavouritesPage } from '../../../features/property/favourites-page.tsx';

export const Route = createFileRoute('/{-$locale}/projects/favourites')({
  staticData: { title: 'property.meta.favourites.title', description: 'property.meta.favourites.description' },
  component: FavouritesPage,
});
