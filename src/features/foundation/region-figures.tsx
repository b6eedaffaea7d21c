/**
 * Per region: the official statistics an admin keeps (with their source and date) beside the
 * programme's own numbers from the public region summary (registered for the training, trained).
 * Districts and rural districts no source gives are counted from the place tree (KATO) the page already
 * holds, rather than left as "—".
 */
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import type { RegionStats } from '../../../contract/region-stats.ts';
import { REGION_STAT_FIGURES, type RegionStatFigure } from '../../../contract/region-stats.ts';
import type { PublicSummary } from '../../../contract/reports.ts';
import { TableScroll } from '../../components/ui/table-scroll.tsx';

interface Place {
  id: number;
  name: string;
  items?: Place[];
}

interface Props {
  regions: Place[];
  stats: RegionStats[] | undefined;
  summary: PublicSummary | undefined;
}

const figure = (n: number | null | undefined) => (n === null || n === undefined ? '—' : <FormattedNumber value={n} />);

/** What the place tree itself says about a region: how many districts, and rural districts within them. */
const counted = (r: Place): Partial<Record<RegionStatFigure, number>> => ({
  districts: r.items?.length ?? 0,
  rural_districts: (r.items ?? []).reduce((n, d) => n + (d.items?.length ?? 0), 0),
});

export function RegionFigures({ regions, stats, summary }: Props) {
  const intl = useIntl();
  const statsOf = new Map(stats?.map((s) => [s.region_id, s]));
  const ownOf = new Map(summary?.regions.map((r) => [r.region_id, r]));
  return (
    <>
      <TableScroll label={intl.formatMessage({ id: 'foundation.districts.figures' })}>
        <table className="data-table" data-testid="region-figures">
          <caption>
            <FormattedMessage id="foundation.districts.figures" />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="foundation.districts.col.region" />
              </th>
              {REGION_STAT_FIGURES.map((k) => (
                <th key={k} scope="col">
                  <FormattedMessage id={`region_stats.field.${k}`} />
                </th>
              ))}
              <th scope="col">
                <FormattedMessage id="foundation.districts.col.registered" />
              </th>
              <th scope="col">
                <FormattedMessage id="foundation.districts.col.trained" />
              </th>
              <th scope="col">
                <FormattedMessage id="region_stats.field.source" />
              </th>
            </tr>
          </thead>
          <tbody>
            {regions.map((r) => {
              const s = statsOf.get(r.id);
              const own = ownOf.get(r.id);
              const tree = counted(r);
              return (
                <tr key={r.id} data-testid="region-figures-row">
                  <th scope="row">{r.name}</th>
                  {REGION_STAT_FIGURES.map((k) => (
                    <td key={k} data-figure={k}>
                      {figure(s?.[k] ?? tree[k])}
                    </td>
                  ))}
                  <td>{summary ? figure(own?.applications ?? 0) : '—'}</td>
                  <td>{summary ? figure(own?.completed ?? 0) : '—'}</td>
                  <td>
                    {s ? (
                      <FormattedMessage
                        id="foundation.districts.source"
                        values={{
                          source: s.source,
                          date: <KzDate value={s.as_of} show="shortDay" />,
                        }}
                      />
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      <p className="field-hint">
        <FormattedMessage id="foundation.districts.counted" />
      </p>
    </>
  );
}
