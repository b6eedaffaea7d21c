import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SelfRegisterPage } from '../../../features/registration/self-register-page.tsx';

export const Route = createFileRoute('/{-$locale}/register/')({
  validateSearch: z.object({ draft: z.uuid().optional().catch(undefined) }),
  staticData: { title: 'meta.registration.title', description: 'meta.registration.description' },
  component: function Register() {
    const { draft } = Route.useSearch();
    return <SelfRegisterPage draftId={draft} />;
  },
});
