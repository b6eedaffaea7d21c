import { createFileRoute } from '@tanstack/react-router';
import { APPLICATION_STATUSES, DATE_BUCKETS, REPORT_GROUPS } from '../../../../contract/report-options.ts';
import { optionalDate, optionalEnum, optionalInt, searchOf } from '../../../lib/route-search.ts';
import { ReportsPage } from '../../../features/admin-reports/reports-page.tsx';
import { REPORT_TABS } from '../../../features/admin-reports/report-search.ts';

export const Route = createFileRoute('/{-$locale}/admin/reports')({
  validateSearch: searchOf({
    tab: optionalEnum(REPORT_TABS),
    group: optionalEnum(REPORT_GROUPS),
    bucket: optionalEnum(DATE_BUCKETS),
    date_from: optionalDate,
    date_to: optionalDate,
    region_id: optionalInt(1),
    status: optionalEnum(APPLICATION_STATUSES),
    job: optionalInt(1),
  }),
  staticData: { title: 'meta.admin.reports.title', description: 'meta.admin.reports.description' },
  component: function Reports() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <ReportsPage search={search} onSearch={(s) => void navigate({ search: s })} />;
  },
});
