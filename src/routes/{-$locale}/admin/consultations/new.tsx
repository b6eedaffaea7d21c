import { createFileRoute } from '@tanstack/react-router';
import { IntakeForm } from '../../../../features/cases/intake-form.tsx';

export const Route = createFileRoute('/{-$locale}/admin/consultations/new')({
  staticData: { title: 'meta.admin.consultations.new', description: 'meta.admin.consultations.description' },
  component: IntakeForm,
});
