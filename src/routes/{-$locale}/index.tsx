import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/home/home-page.tsx';

export const Route = createFileRoute('/{-$locale}/')({
  staticData: { title: 'meta.home.title', description: 'meta.home.description' },
  component: HomePage,
});
