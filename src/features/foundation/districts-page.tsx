/** Rural districts overview: districts of a region with their number of rural okrugs (KATO, common_data). */
import { FormattedMessage, useIntl } from 'react-intl';
import { PageHeader } from '../../components/ui/content-blocks.tsx';
import { Field } from '../../components/ui/field.tsx';
import { EmptyState, InfiniteStatus } from '../../components/ui/list-states.tsx';
import { useApiData } from '../../lib/use-api-get.ts';

interface CatoNode {
  id: number;
  name: string;
  items?: CatoNode[];
}

export function DistrictsPage({ region, onRegion }: { region?: number; onRegion: (id?: number) => void }) {
  const intl = useIntl();
  const res = useApiData<{ cato: CatoNode[] }>('/common_data');
  const regions = res.data?.cato ?? [];
  const shown = region ? regions.filter((r) => r.id === region) : regions;
  const districts = shown.flatMap((r) => (r.items ?? []).map((d) => ({ region: r, district: d })));
  const okrugs = districts.reduce((n, d) => n + (d.district.items?.length ?? 0), 0);
  return (
    <article className="page" data-testid="foundation-districts-page">
      <PageHeader title="foundation.districts.title" lead="foundation.districts.lead" />
      <Field label={intl.formatMessage({ id: 'foundation.districts.region' })}>
        {(p) => (
          <select
            {...p}
            value={region ?? ''}
            onChange={(e) => onRegion(e.target.value ? Number(e.target.value) : undefined)}
          >
            <option value="">{intl.formatMessage({ id: 'foundation.districts.allRegions' })}</option>
            {regions.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <InfiniteStatus state={res.state} onRetry={res.retry} />
      {res.state === 'loaded' && districts.length === 0 && <EmptyState filtered={Boolean(region)} />}
      {districts.length > 0 && (
        <>
          <p data-testid="districts-summary">
            <FormattedMessage id="foundation.districts.summary" values={{ districts: districts.length, okrugs }} />
          </p>
          <div className="table-wrap">
            <table className="data-table">
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
          </div>
        </>
      )}
    </article>
  );
}
