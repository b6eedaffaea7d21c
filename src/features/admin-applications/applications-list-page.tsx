/**
 * "All applications" (admins) or "Applications of my districts" (operators): server-side paging,
 * filters and search in the URL, sortable columns, masked IINs, and CSV/XLSX of the filtered list.
 */
import { getRouteApi, Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import type { ApplicationSort } from '../../../contract/application-values.ts';
import { ROLES } from '../../../contract/roles.ts';
import { Button } from '../../components/ui/button.tsx';
import { AdminTable, sortableHeads } from '../../components/ui/admin-table.tsx';
import { useDownload } from '../../lib/authorised-file.ts';
import { useSession } from '../../lib/session.ts';
import { ApplicationFilters } from './application-filters.tsx';
import { filterParams, nextSort, type ApplicationsSearch } from './list-search.ts';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
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
  const list = { data: route.useLoaderData() ?? undefined };
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const download = useDownload();
  const sort = query.sort ?? 'created_at';
  const order = query.order ?? 'DESC';

  const exportAs = async (format: 'csv' | 'xlsx') => {
    setExporting(format);
    try {
      const params = filterParams(query);
      params.set('format', format);
      await download(`/api/applications/export?${params}`, `applications.${format}`);
    } finally {
      setExporting(null);
    }
  };

  return (
    <section className="page" data-testid="applications-list">
      <h1>
        <FormattedMessage id={operator ? 'admin.section.applications.operator' : 'admin.section.applications'} />
      </h1>
      <ApplicationFilters query={query} onQuery={onQuery} />
      <div className="admin-toolbar">
        {(['csv', 'xlsx'] as const).map((f) => (
          <Button key={f} variant="secondary" busy={exporting === f} onClick={() => void exportAs(f)}>
            <FormattedMessage id={`applications.export.${f}`} />
          </Button>
        ))}
      </div>
      <AdminTable
        list={list}
        emptyId="applications.list.empty"
        head={sortableHeads('applications.col.', COLUMNS, { sort, order }, (c) => onQuery(nextSort(query, c)))}
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
        onPage={(page, after) => onQuery({ ...query, page, after })}
      />
    </section>
  );
}
