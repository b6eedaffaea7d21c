/**
 * "All applications" (admins) or "Applications of my districts" (operators): server-side paging,
 * filters and search in the URL, sortable columns, masked IINs, and CSV/XLSX of the filtered list.
 */
import { getRouteApi, Link, useParams } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApplicationSort } from '../../../contract/application-values.ts';
import { ROLES } from '../../../contract/roles.ts';
import { ExportButtons } from '../../components/admin-list/export-buttons.tsx';
import { exportQuery } from '../../components/admin-list/list-query.ts';
import { SortedTable } from '../../components/admin-list/sorted-table.tsx';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { client } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.ts';
import { ApplicationFilters } from './application-filters.tsx';
import type { ApplicationsPage, ApplicationsSearch } from './load-applications.ts';
import './admin-applications.css';

const route = getRouteApi('/{-$locale}/admin/applications/');

interface Props {
  query: ApplicationsSearch;
  onQuery: (q: ApplicationsSearch) => void;
}

export const ApplicationsListPage = (props: Props) => (
  <RolesOnly roles={[ROLES.admin, ROLES.operator]}>
    <ApplicationsList {...props} />
  </RolesOnly>
);

const COLUMNS: { key: string; sort?: ApplicationSort }[] = [
  { key: 'id', sort: 'id' },
  { key: 'name', sort: 'name' },
  { key: 'iin' },
  { key: 'phone' },
  { key: 'status', sort: 'status' },
  { key: 'registered_by' },
  { key: 'created_at', sort: 'created_at' },
];

function ApplicationsList({ query, onQuery }: Props) {
  const intl = useIntl();
  const { locale } = useParams({ strict: false });
  const operator = useSession()?.user.role_id === ROLES.operator;
  const page: ApplicationsPage | null = route.useLoaderData();
  return (
    <section className="page" data-testid="applications-list">
      <h1>
        <FormattedMessage id={operator ? 'admin.section.applications.operator' : 'admin.section.applications'} />
      </h1>
      <ApplicationFilters query={query} onQuery={onQuery} />
      <div className="admin-toolbar">
        <ExportButtons
          fileName="applications"
          path={(format) => client.api.applications.export.$path({ query: exportQuery(query, format) })}
        />
      </div>
      <SortedTable
        list={{ data: page ?? undefined }}
        query={query}
        onQuery={onQuery}
        prefix="applications.col."
        columns={COLUMNS}
        emptyId="applications.list.empty"
        row={(a) => (
          <tr key={a.id}>
            <td>{a.id}</td>
            <td>
              <Link to="/{-$locale}/admin/applications/$id" params={{ locale, id: a.id }}>
                {a.name}
              </Link>
            </td>
            <td data-testid="masked-iin">{a.iin}</td>
            <td>{a.phone}</td>
            <td>{intl.formatMessage({ id: `application.status.${a.status}` })}</td>
            <td>{a.registered_by_name}</td>
            <td>
              <KzDate value={a.created_at} show="shortDateTime" />
            </td>
          </tr>
        )}
      />
    </section>
  );
}
