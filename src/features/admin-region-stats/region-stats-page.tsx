/**
 * Admin: the official figures of each region (seed "Region statistics": districts, population, rural
 * districts and administrations, households) with their source and date, shown on the public
 * districts page next to the programme's own numbers.
 */
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { CardTable, columnHeads } from '../../components/ui/admin-table.tsx';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import { REGION_STAT_FIGURES } from '../../../contract/region-stats.ts';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { ROLES } from '../../../contract/roles.ts';
import type { RegionRow } from './load-region-stats.ts';
import { RegionStatsForm } from './region-stats-form.tsx';

const route = getRouteApi('/{-$locale}/admin/region-stats');

export const RegionStatsPage = () => (
  <RolesOnly roles={[ROLES.admin]}>
    <RegionStats />
  </RolesOnly>
);

const figure = (n: number | null | undefined) => (n === null || n === undefined ? '—' : <FormattedNumber value={n} />);

function RegionStats() {
  const intl = useIntl();
  const [rows, setRows] = useState<RegionRow[]>(route.useLoaderData() ?? []);
  const [editing, setEditing] = useState<number | null>(null);
  const current = rows.find((r) => r.region_id === editing);
  const replace = (row: RegionRow) => setRows((rs) => rs.map((r) => (r.region_id === row.region_id ? row : r)));
  return (
    <section className="page" data-testid="region-stats-page">
      <h1>
        <FormattedMessage id="region_stats.title" />
      </h1>
      <p className="field-hint">
        <FormattedMessage id="region_stats.lead" />
      </p>
      <CardTable
        rows={rows}
        head={
          <>
            <th scope="col">
              <FormattedMessage id="region_stats.col.region" />
            </th>
            {columnHeads('region_stats.field.', [...REGION_STAT_FIGURES, 'source', 'as_of'])}
            <th scope="col" />
          </>
        }
        row={(r) => (
          <tr key={r.region_id} data-testid="region-stats-row">
            <th scope="row">{r.name}</th>
            {REGION_STAT_FIGURES.map((k) => (
              <td key={k}>{figure(r.stats?.[k])}</td>
            ))}
            <td>{r.stats?.source ?? '—'}</td>
            <td>{r.stats ? <KzDate value={r.stats.as_of} show="shortDay" /> : '—'}</td>
            <td>
              <button
                type="button"
                className="link-button"
                aria-label={intl.formatMessage({ id: 'region_stats.edit_region' }, { region: r.name })}
                onClick={() => setEditing(r.region_id)}
              >
                <FormattedMessage id="region_stats.edit" />
              </button>
            </td>
          </tr>
        )}
      />
      {current && (
        <RegionStatsForm
          key={current.region_id}
          region={current}
          onSaved={(row) => {
            replace(row);
            setEditing(null);
          }}
          onRemoved={() => {
            replace({ ...current, stats: null });
            setEditing(null);
          }}
        />
      )}
    </section>
  );
}
