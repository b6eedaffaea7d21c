import { createFileRoute } from '@tanstack/react-router';
import { PropertyCalculatorsPage } from '../../../features/property/calculators-page.tsx';

export const Route = createFileRoute('/{-$locale}/projects/calculator')({
  staticData: { title: 'property.meta.calculators.title', description: 'property.meta.calculators.description' },
  component: PropertyCalculatorsPage,
});
