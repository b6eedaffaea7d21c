import { createFileRoute } from '@tanstack/react-router';
import { STATUSES } from '../../../../../api/schemas/contest-statuses.ts';
import { ContestListPage } from '../../../../features/admin-contest/contest-list-page.tsx';
import { loadEntries } from '../../../../features/admin-contest/load-contest.ts';
import { optionalEnum, optionalInt, optionalText, searchOf } from '../../../../lib/route-search.ts';

export const Route = createFileRoute('/{-$locale}/admin/contest/')({
  validateSearch: searchOf({
    page: optionalInt(1),
    q: optionalText(100),
    nomination_id: optionalInt(1),
    region_id: optionalInt(1),
    status: optionalEnum(STATUSES),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => loadEntries(deps),
  staticData: { title: 'meta.admin.contest.title' },
  component: function ContestEntries() {
    const query = Route.useSearch();
    const navigate = Route.useNavigate();
    return <ContestListPage query={query} onQuery={(search) => void navigate({ search })} />;
  },
});
