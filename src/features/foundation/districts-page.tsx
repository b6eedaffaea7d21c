/**
 * Rural districts overview: per region its official statistics and the programme's own numbers, then
 * the districts with their number of rural okrugs (KATO). Every read is a public one the service
 * worker keeps (and the warm-up fetches), so the page opens offline too.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import type { CatoNode } from '../../../contract/reference.ts';
import { PageHeader } from '../../components/ui/content-blocks.tsx';
import { FilterSelect } from '../../components/ui/filter-select.tsx';
import { EmptyState, InfiniteStatus } from '../../components/ui/list-states.tsx';
import { TableScroll } from '../../components/ui/table-scroll.tsx';
import { usePublicQuery } from '../../lib/use-public-query.ts';
import { RegionFigures } from './region-figures.tsx';

export function DistrictsPage({ region, onRegion }: { region?: number; onRegion: (id?: number) => void }) {
  const intl = useIntl();
  const res = usePublicQuery('/common_data');
  const stats = usePublicQuery('/public/region-stats');
  const summary = usePublicQuery('/public/reports/summary');
  // The route's JSON type stops at the tree's recursion; its shape is the contract's CatoNode.
  const regions = res.status === 'ready' ? (res.data.data.cato as CatoNode[]) : [];
  const shown = region ? regions.filter((r) => r.id === region) : regions;
  const districts = shown.flatMap((r) => (r.items ?? []).map((d) => ({ region: r, district: d })));
  const okrugs = districts.reduce((n, d) => n + (d.district.items?.length ?? 0), 0);
  return (
    <article className="page" data-testid="foundation-districts-page">
      <PageHeader title="foundation.districts.title" lead="foundation.districts.lead" />
      <FilterSelect
        label={intl.formatMessage({ id: 'foundation.districts.region' })}
        anyLabel={intl.formatMessage({ id: 'foundation.districts.allRegions' })}
        value={region}
        options={regions.map((r) => ({ id: r.id, label: r.name }))}
        onChange={onRegion}
      />
      <InfiniteStatus state={res.status === 'ready' ? 'loaded' : res.status} onRetry={res.retry} />
      {res.status === 'ready' && districts.length === 0 && <EmptyState filtered={Boolean(region)} />}
      {shown.length > 0 && (
        <RegionFigures
          regions={shown}
          stats={stats.status === 'ready' ? stats.data.data : undefined}
          summary={summary.status === 'ready' ? summary.data.data : undefined}
        />
      )}
      {districts.length > 0 && (
        <>
          <p data-testid="districts-summary">
            <FormattedMessage id="foundation.districts.summary" values={{ districts: districts.length, okrugs }} />
          </p>
          <TableScroll label={intl.formatMessage({ id: 'foundation.districts.title' })}>
            <table className="data-table" data-testid="districts-table">
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage id="foundation.districts.col.region" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="foundation.districts.col.district" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="foundation.districts.col.okrugs" />
                  </th>
                </tr>
              </thead>
              <tbody>
                {districts.map(({ region: r, district: d }) => (
                  <tr key={d.id}>
                    <td>{r.name}</td>
                    <td>{d.name}</td>
                    <td>{d.items?.length ?? 0}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      )}
    </article>
  );
}
