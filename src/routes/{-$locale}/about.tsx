import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../features/info-pages/about-page.tsx';

export const Route = createFileRoute('/{-$locale}/about')({
  staticData: { title: 'meta.about.title', description: 'meta.about.description' },
  component: AboutPage,
});
