import { createFileRoute } from '@tanstack/react-router';
import { AgroPage } from '../../../features/agro/agro-page.tsx';
import { LeadForm } from '../../../features/requests/request-forms.tsx';

export const Route = createFileRoute('/{-$locale}/agro/')({
  staticData: { title: 'meta.agro.title', description: 'meta.agro.description' },
  component: () => (
    <>
      <AgroPage />
      <LeadForm />
    </>
  ),
});
