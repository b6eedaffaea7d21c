import { createFileRoute } from '@tanstack/react-router';
import { ConsultationRequestPage } from '../../../features/requests/consultation-page.tsx';

export const Route = createFileRoute('/{-$locale}/consultations/request')({
  staticData: { title: 'meta.consultationRequest.title', description: 'meta.consultationRequest.description' },
  component: ConsultationRequestPage,
});
