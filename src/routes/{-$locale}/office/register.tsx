import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { StaffRegisterPage } from '../../../features/registration/staff-register-page.tsx';

export const Route = createFileRoute('/{-$locale}/office/register')({
  validateSearch: z.object({ draft: z.uuid().optional().catch(undefined) }),
  staticData: { title: 'meta.officeRegister.title', description: 'meta.officeRegister.description' },
  component: function OfficeRegister() {
    const { draft } = Route.useSearch();
    return <StaffRegisterPage draftId={draft} />;
  },
});
