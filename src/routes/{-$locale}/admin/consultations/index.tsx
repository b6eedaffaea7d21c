import { createFileRoute } from '@tanstack/react-router';
import { CASE_SEARCH } from '../../../../../contract/list-searches.ts';
import { ROLES } from '../../../../../contract/roles.ts';
import { AdminCasesPage } from '../../../../features/admin-consultations/admin-cases-page.tsx';
import { loadCaseList } from '../../../../features/admin-consultations/load-cases.ts';
import { CasesPage } from '../../../../features/cases/cases-page.tsx';
import { searchFrom } from '../../../../lib/route-search.ts';
import { useSession } from '../../../../lib/session.ts';

const validateSearch = searchFrom(CASE_SEARCH);

/**
 * A lawyer's day from their tablet's cases (offline too); an admin's list of every case from the server,
 * read by the loader for the URL's filters (a lawyer's visit asks the server nothing).
 */
export const Route = createFileRoute('/{-$locale}/admin/consultations/')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => loadCaseList(deps),
  staticData: { title: 'meta.admin.consultations.title', description: 'meta.admin.consultations.description' },
  component: function Consultations() {
    const session = useSession();
    const query = Route.useSearch();
    const navigate = Route.useNavigate();
    return session?.user.role_id === ROLES.lawyer ? (
      <CasesPage />
    ) : (
      <AdminCasesPage query={query} onQuery={(search) => void navigate({ search })} />
    );
  },
});
