import { createFileRoute } from '@tanstack/react-router';
import { AgreementPage } from '../../features/info-pages/agreement-page.tsx';

export const Route = createFileRoute('/{-$locale}/agreement')({
  staticData: { title: 'meta.agreement.title', description: 'meta.agreement.description' },
  component: AgreementPage,
});
