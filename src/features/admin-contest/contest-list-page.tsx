/** Contest entries for reviewers: filters (nomination, region, status, search) kept in the URL, paging, exports. */
import { getRouteApi, Link, useParams } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '../../lib/kz-format.ts';
import { STATUSES, type ContestStatus } from '../../../contract/contest.ts';
import { SelectField } from '../../components/ui/select-field.tsx';
import { SearchToolbar } from '../../components/ui/search-toolbar.tsx';
import { FilterSelect } from '../../components/ui/filter-select.tsx';
import { RegionDistrictSelect } from '../../components/ui/region-district-select.tsx';
import { AdminTable, columnHeads } from '../../components/ui/admin-table.tsx';
import { client, read } from '../../lib/api-client.ts';
import { useRead } from '../../lib/use-read.ts';
import type { ContestListSearch } from './load-contest.ts';
import { ExportButtons } from './export-buttons.tsx';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { ROLES } from '../../../contract/roles.ts';

const route = getRouteApi('/{-$locale}/admin/contest/');

interface Props {
  query: ContestListSearch;
  onQuery: (q: ContestListSearch) => void;
}

export const ContestListPage = (props: Props) => (
  <RolesOnly roles={[ROLES.admin, ROLES.expert]}>
    <ContestList {...props} />
  </RolesOnly>
);

function ContestList({ query, onQuery }: Props) {
  const intl = useIntl();
  const { locale } = useParams({ strict: false });
  const nominations = useRead('contest', (signal) =>
    read(client.api.public.contest.$get(undefined, { init: { signal } })),
  );
  const list = { data: route.useLoaderData() ?? undefined };
  const filter = new URLSearchParams();
  for (const k of ['q', 'nomination_id', 'region_id', 'status'] as const)
    if (query[k] !== undefined) filter.set(k, String(query[k]));
  // Another filter starts again at page 1, without the last page's "Next" cursor.
  const set = (patch: ContestListSearch) => onQuery({ ...query, ...patch, page: 1, after: undefined });
  return (
    <section className="page" data-testid="contest-list">
      <h1>
        <FormattedMessage id="admin.contest.list.title" />
      </h1>
      <SearchToolbar
        label={intl.formatMessage({ id: 'admin.contest.list.search' })}
        initial={query.q}
        onSearch={(q) => set({ q })}
      >
        <FilterSelect
          name="nomination_id"
          label={intl.formatMessage({ id: 'admin.contest.list.nomination' })}
          anyLabel={intl.formatMessage({ id: 'admin.contest.list.all_nominations' })}
          value={query.nomination_id}
          options={(nominations.data?.data.nominations ?? []).map((n) => ({ id: n.id, label: n.title }))}
          onChange={(id) => set({ nomination_id: id })}
        />
        <RegionDistrictSelect
          value={{ region: query.region_id }}
          onChange={(k) => set({ region_id: k.region })}
          depth="region"
          labels={{ region: 'admin.contest.list.region' }}
          anyLabel="admin.contest.list.all_regions"
        />
        <SelectField
          label={intl.formatMessage({ id: 'admin.contest.list.status' })}
          name="status"
          value={query.status}
          placeholder={intl.formatMessage({ id: 'admin.contest.list.all_statuses' })}
          options={STATUSES.map((s) => ({ value: s, label: intl.formatMessage({ id: `contest.status.${s}` }) }))}
          onChange={(v) => set({ status: (v || undefined) as ContestStatus | undefined })}
        />
      </SearchToolbar>
      <ExportButtons filter={filter} />
      <AdminTable
        list={list}
        emptyId="admin.contest.list.empty"
        head={columnHeads('admin.contest.col.', [
          'id',
          'full_name',
          'nomination',
          'region',
          'status',
          'submitted_at',
          'files',
        ])}
        row={(e) => (
          <tr key={e.id} data-testid="contest-row">
            <td>{e.id}</td>
            <td>
              <Link to="/{-$locale}/admin/contest/$id" params={{ locale, id: e.id }}>
                {e.full_name}
              </Link>
            </td>
            <td>{e.nomination}</td>
            <td>{e.region}</td>
            <td>
              <FormattedMessage id={`contest.status.${e.status}`} />
            </td>
            <td>{formatDate(intl, e.submitted_at, 'shortDateTime')}</td>
            <td>{e.file_ids.length}</td>
          </tr>
        )}
        onPage={(page, after) => onQuery({ ...query, page, after })}
      />
    </section>
  );
}
