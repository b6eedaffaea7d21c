import { createFileRoute } from '@tanstack/react-router';
import { AGRO_SEARCH } from '../../../../../contract/list-searches.ts';
import { AgroListPage } from '../../../../features/admin-agro/agro-list-page.tsx';
import { loadAgroList } from '../../../../features/admin-agro/load-agro.ts';
import { searchFrom } from '../../../../lib/route-search.ts';

const validateSearch = searchFrom(AGRO_SEARCH);

export const Route = createFileRoute('/{-$locale}/admin/agro/')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => loadAgroList(deps),
  staticData: { title: 'meta.admin.agro.title', description: 'meta.admin.agro.description' },
  component: function Agro() {
    const query = Route.useSearch();
    const navigate = Route.useNavigate();
    return <AgroListPage query={query} onQuery={(search) => void navigate({ search })} />;
  },
});
