import { createFileRoute } from '@tanstack/react-router';
import { ComparePage } from '../../../features/property/compare-page.tsx';

export const Route = createFileRoute('/{-$locale}/projects/compare')({
  staticData: { title: 'property.meta.compare.title', description: 'property.meta.compare.description' },
  component: ComparePage,
});
