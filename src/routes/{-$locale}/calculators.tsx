import { createFileRoute } from '@tanstack/react-router';
import { CalculatorsPage } from '../../features/calculators/calculators-page.tsx';

export const Route = createFileRoute('/{-$locale}/calculators')({
  staticData: { title: 'meta.calculators.title', description: 'meta.calculators.description' },
  component: CalculatorsPage,
});
