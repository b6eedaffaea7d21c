import { createFileRoute } from '@tanstack/react-router';
import { optionalUuid, searchOf } from '../../../lib/route-search.ts';
import { StaffRegisterPage } from '../../../features/registration/staff-register-page.tsx';

export const Route = createFileRoute('/{-$locale}/office/register')({
  validateSearch: searchOf({ draft: optionalUuid }),
  staticData: { title: 'meta.officeRegister.title', description: 'meta.officeRegister.description' },
  component: function OfficeRegister() {
    const { draft } = Route.useSearch();
    return <StaffRegisterPage draftId={draft} />;
  },
});
