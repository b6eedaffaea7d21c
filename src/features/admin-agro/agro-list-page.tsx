/**
 * Agro applications (admins; operators see their districts): server-side paging, filters and search in
 * the URL, masked IINs, CSV/XLSX of the filtered list, and the report by course, region or status.
 */
import { getRouteApi, Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import { agroLabel } from '../../../contract/agro.ts';
import type { AgroSort } from '../../../contract/agro-values.ts';
import { ROLES } from '../../../contract/roles.ts';
import { AdminTable, sortableHeads } from '../../components/ui/admin-table.tsx';
import { Button } from '../../components/ui/button.tsx';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { useDownload } from '../../lib/authorised-file.ts';
import { AgroFilters } from './agro-filters.tsx';
import { AgroReport } from './agro-report.tsx';
import { filterParams, nextSort, type AgroSearch } from './list-search.ts';

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
      await download(`/api/agro/applications/export?${params}`, `agro-applications.${format}`);
    } finally {
      setExporting(null);
    }
  };

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
        {(['csv', 'xlsx'] as const).map((f) => (
          <Button key={f} variant="secondary" busy={exporting === f} onClick={() => void exportAs(f)}>
            <FormattedMessage id={`applications.export.${f}`} />
          </Button>
        ))}
      </div>
      <AdminTable
        list={list}
        emptyId="agro.list.empty"
        head={sortableHeads('agro.col.', COLUMNS, { sort, order }, (c) => onQuery(nextSort(query, c)))}
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
        onPage={(page, after) => onQuery({ ...query, page, after })}
      />
      <AgroReport query={query} />
    </section>
  );
}
