/**
 * Agro applications (admins; operators see their districts): server-side paging, filters and search in
 * the URL, masked IINs, CSV/XLSX of the filtered list, and the report by course, region or status.
 */
import { getRouteApi, Link, useParams } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { agroLabel } from '../../../contract/agro.ts';
import type { AgroSort } from '../../../contract/agro-values.ts';
import { ROLES } from '../../../contract/roles.ts';
import { ExportButtons } from '../../components/admin-list/export-buttons.tsx';
import { exportQuery } from '../../components/admin-list/list-query.ts';
import { SortedTable } from '../../components/admin-list/sorted-table.tsx';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { client } from '../../lib/api-client.ts';
import { AgroFilters } from './agro-filters.tsx';
import { AgroReport } from './agro-report.tsx';
import type { AgroPage, AgroSearch } from './load-agro.ts';

const route = getRouteApi('/{-$locale}/admin/agro/');
const COLUMNS: { key: string; sort?: AgroSort }[] = [
  { key: 'id', sort: 'id' },
  { key: 'name', sort: 'name' },
  { key: 'iin' },
  { key: 'phone' },
  { key: 'village' },
  { key: 'courses' },
  { key: 'status', sort: 'status' },
  { key: 'created_at', sort: 'created_at' },
];

interface Props {
  query: AgroSearch;
  onQuery: (q: AgroSearch) => void;
}

export const AgroListPage = (props: Props) => (
  <RolesOnly roles={[ROLES.admin, ROLES.operator]}>
    <AgroList {...props} />
  </RolesOnly>
);

function AgroList({ query, onQuery }: Props) {
  const intl = useIntl();
  const { locale } = useParams({ strict: false });
  const page: AgroPage | null = route.useLoaderData();
  return (
    <section className="page" data-testid="agro-list">
      <h1>
        <FormattedMessage id="admin.section.agro" />
      </h1>
      <AgroFilters query={query} onQuery={onQuery} />
      <div className="admin-toolbar">
        {/* The office types applications brought on paper or by phone: one person after another. */}
        <Link to="/{-$locale}/office/agro" params={{ locale }} className="btn btn-primary" data-testid="agro-register">
          <FormattedMessage id="agro.office.title" />
        </Link>
        <ExportButtons
          fileName="agro-applications"
          path={(format) => client.api.agro.applications.export.$path({ query: exportQuery(query, format) })}
        />
      </div>
      <SortedTable
        list={{ data: page ?? undefined }}
        query={query}
        onQuery={onQuery}
        prefix="agro.col."
        columns={COLUMNS}
        emptyId="agro.list.empty"
        row={(a) => (
          <tr key={a.id} data-testid="agro-row">
            <td>{a.id}</td>
            <td>
              <Link to="/{-$locale}/admin/agro/$id" params={{ locale, id: a.id }}>
                {a.name}
              </Link>
            </td>
            <td data-testid="masked-iin">{a.iin}</td>
            <td>{a.phone}</td>
            <td>{a.village}</td>
            <td data-testid="agro-row-courses">
              {a.courses.map((c) => intl.formatMessage({ id: agroLabel('courseName', c) })).join(', ')}
            </td>
            <td>{intl.formatMessage({ id: agroLabel('status', a.status) })}</td>
            <td>
              <KzDate value={a.created_at} show="shortDateTime" />
            </td>
          </tr>
        )}
      />
      <AgroReport query={query} />
    </section>
  );
}
