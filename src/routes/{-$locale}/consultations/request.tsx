import { createFileRoute } from '@tanstack/react-router';
import { ConsultationRequestForm } from '../../../features/request-forms/consultation-form.tsx';

export const Route = createFileRoute('/{-$locale}/consultations/request')({
  staticData: { title: 'meta.consultationRequest.title', description: 'meta.consultationRequest.description' },
  component: () => (
    <div className="page" data-testid="consultation-request-page">
      <ConsultationRequestForm />
    </div>
  ),
});
