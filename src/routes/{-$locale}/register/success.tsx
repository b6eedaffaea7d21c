import { createFileRoute } from '@tanstack/react-router';
import { RegistrationSuccessPage } from '../../../features/registration/success-page.tsx';

export const Route = createFileRoute('/{-$locale}/register/success')({
  staticData: { title: 'meta.registrationSuccess.title', description: 'meta.registrationSuccess.description' },
  component: RegistrationSuccessPage,
});
