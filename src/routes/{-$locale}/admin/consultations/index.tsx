import { createFileRoute } from '@tanstack/react-router';
import { ROLES } from '../../../../../api/schemas/roles.ts';
import { AdminCasesPage } from '../../../../features/admin-consultations/admin-cases-page.tsx';
import { CasesPage } from '../../../../features/cases/cases-page.tsx';
import { useSession } from '../../../../lib/session.ts';

/** A lawyer's day from their tablet's cases (offline too); an admin's list of every case from the server. */
export const Route = createFileRoute('/{-$locale}/admin/consultations/')({
  staticData: { title: 'meta.admin.consultations.title', description: 'meta.admin.consultations.description' },
  component: function Consultations() {
    const session = useSession();
    return session?.user.role_id === ROLES.lawyer ? <CasesPage /> : <AdminCasesPage />;
  },
});
