import { createFileRoute } from '@tanstack/react-router';
import { ROLES } from '../../../../../contract/roles.ts';
import { AdminCasePage } from '../../../../features/admin-consultations/admin-case-page.tsx';
import { loadAdminCase } from '../../../../features/admin-consultations/load-cases.ts';
import { CasePage } from '../../../../features/cases/case-page.tsx';
import { OnlineDocuments } from '../../../../features/cases/online-documents.tsx';
import { useSession } from '../../../../lib/session.ts';

/**
 * `{id}` is the case's number or, for a case taken in on this tablet and not yet sent, its UUID. The
 * loader reads an admin's case by number; a lawyer's case is the tablet's, read from the device.
 */
export const Route = createFileRoute('/{-$locale}/admin/consultations/$id')({
  loader: ({ params }) => (/^\d+$/.test(params.id) ? loadAdminCase(Number(params.id)) : null),
  staticData: { title: 'meta.admin.consultations.title', description: 'meta.admin.consultations.description' },
  component: function Consultation() {
    const { id } = Route.useParams();
    const session = useSession();
    return session?.user.role_id === ROLES.lawyer || !/^\d+$/.test(id) ? (
      <CasePage caseKey={id} />
    ) : (
      <AdminCasePage documents={(c, reload) => <OnlineDocuments detail={c} onSent={reload} />} />
    );
  },
});
