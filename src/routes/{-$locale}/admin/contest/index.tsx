import { createFileRoute } from '@tanstack/react-router';
import { CONTEST_SEARCH } from '../../../../../contract/list-searches.ts';
import { ContestListPage } from '../../../../features/admin-contest/contest-list-page.tsx';
import { loadEntries } from '../../../../features/admin-contest/load-contest.ts';
import { searchFrom } from '../../../../lib/route-search.ts';

const validateSearch = searchFrom(CONTEST_SEARCH);

export const Route = createFileRoute('/{-$locale}/admin/contest/')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => loadEntries(deps),
  staticData: { title: 'meta.admin.contest.title' },
  component: function ContestEntries() {
    const query = Route.useSearch();
    const navigate = Route.useNavigate();
    return <ContestListPage query={query} onQuery={(search) => void navigate({ search })} />;
  },
});
