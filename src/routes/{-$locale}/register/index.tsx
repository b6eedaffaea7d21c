import { createFileRoute } from '@tanstack/react-router';
import { optionalUuid, searchOf } from '../../../lib/route-search.ts';
import { SelfRegisterPage } from '../../../features/registration/self-register-page.tsx';

export const Route = createFileRoute('/{-$locale}/register/')({
  validateSearch: searchOf({ draft: optionalUuid }),
  staticData: { title: 'meta.registration.title', description: 'meta.registration.description' },
  component: function Register() {
    const { draft } = Route.useSearch();
    return <SelfRegisterPage draftId={draft} />;
  },
});
