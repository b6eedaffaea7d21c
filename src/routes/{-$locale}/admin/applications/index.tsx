import { createFileRoute } from '@tanstack/react-router';
import { APPLICATION_SORTS, APPLICATION_STATUSES, SORT_ORDERS } from '../../../../../api/schemas/application-values.ts';
import { ApplicationsListPage } from '../../../../features/admin-applications/applications-list-page.tsx';
import { loadApplications } from '../../../../features/admin-applications/load-applications.ts';
import { optionalDate, optionalEnum, optionalInt, optionalText, searchOf } from '../../../../lib/route-search.ts';

export const Route = createFileRoute('/{-$locale}/admin/applications/')({
  validateSearch: searchOf({
    page: optionalInt(1),
    q: optionalText(100),
    status: optionalEnum(APPLICATION_STATUSES),
    region_id: optionalInt(1),
    district_id: optionalInt(1),
    flow_id: optionalInt(1),
    language: optionalEnum(['kk', 'ru'] as const),
    date_from: optionalDate,
    date_to: optionalDate,
    registered_by: optionalInt(1),
    sort: optionalEnum(APPLICATION_SORTS),
    order: optionalEnum(SORT_ORDERS),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => loadApplications(deps),
  staticData: { title: 'meta.admin.applications.title', description: 'meta.admin.applications.description' },
  component: function Applications() {
    const query = Route.useSearch();
    const navigate = Route.useNavigate();
    return <ApplicationsListPage query={query} onQuery={(search) => void navigate({ search })} />;
  },
});
