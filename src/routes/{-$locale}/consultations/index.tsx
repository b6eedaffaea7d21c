import { createFileRoute } from '@tanstack/react-router';
import { ConsultationsPage } from '../../../features/consultations/consultations-page.tsx';

export const Route = createFileRoute('/{-$locale}/consultations/')({
  staticData: { title: 'meta.consultations.title', description: 'meta.consultations.description' },
  component: ConsultationsPage,
});
