/** Lawyer and trainer statistics: the lawyers with the figures of their consultation cases. */
import { FormattedMessage, useIntl } from 'react-intl';
import { AdminTable } from '../../components/ui/admin-table.tsx';
import { client, read } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/kz-format.ts';
import { useRead } from '../../lib/use-read.ts';

export function StatisticsPanel({ trainers, lawyers }: { trainers: boolean; lawyers: boolean }) {
  return (
    <div className="report-stats" data-testid="report-statistics">
      {trainers && <TrainerStats />}
      {lawyers && <LawyerStatsView />}
    </div>
  );
}

function TrainerStats() {
  const intl = useIntl();
  const report = useRead('trainers', (signal) =>
    read(client.api.reports.trainers.$get({ query: {} }, { init: { signal } })),
  );
  const t = report.data?.data.totals;
  return (
    <section>
      <h2>
        <FormattedMessage id="reports.stats.trainers" />
      </h2>
      {t && (
        <dl>
          <dt>
            <FormattedMessage id="reports.stats.trainerCount" />
          </dt>
          <dd>{intl.formatNumber(t.trainers)}</dd>
          {(['flows', 'students', 'completed', 'not_completed'] as const).map((k) => (
            <Item key={k} id={`reports.trainers.${k}`} value={intl.formatNumber(t[k])} />
          ))}
          <Item
            id="reports.trainers.attendance_rate"
            value={
              t.attendance_rate === null
                ? '—'
                : intl.formatNumber(t.attendance_rate / 100, { style: 'percent', maximumFractionDigits: 1 })
            }
          />
        </dl>
      )}
    </section>
  );
}

function LawyerStatsView() {
  const intl = useIntl();
  const stats = useRead('lawyers', (signal) => read(client.api.reports.lawyers.$get(undefined, { init: { signal } })));
  const s = stats.data?.data;
  return (
    <section data-testid="lawyer-stats">
      <h2>
        <FormattedMessage id="reports.stats.lawyers" />
      </h2>
      {s && (
        <>
          <dl>
            <Item id="reports.stats.lawyerCount" value={intl.formatNumber(s.lawyers)} />
            <Item id="reports.stats.lawyerActive" value={intl.formatNumber(s.active)} />
            <Item id="cases.stats.unassigned" value={intl.formatNumber(s.unassigned)} />
          </dl>
          {s.rows.length > 0 && (
            <AdminTable
              list={{ data: { data: s.rows } }}
              emptyId="reports.stats.lawyers"
              testId="lawyer-stats-table"
              head={
                <>
                  {['name', 'status', 'since'].map((c) => (
                    <th key={c} scope="col">
                      <FormattedMessage id={`reports.lawyers.${c}`} />
                    </th>
                  ))}
                  {CASE_FIGURES.map((c) => (
                    <th key={c} scope="col">
                      <FormattedMessage id={`cases.stats.${c}`} />
                    </th>
                  ))}
                </>
              }
              row={(r) => (
                <tr key={r.lawyer_id}>
                  <td>{r.name}</td>
                  <td>
                    <FormattedMessage id={r.active ? 'reports.lawyers.active' : 'reports.lawyers.blocked'} />
                  </td>
                  <td>{formatDate(intl, r.since, 'shortDay')}</td>
                  {CASE_FIGURES.map((c) => (
                    <td key={c}>{intl.formatNumber(r[c])}</td>
                  ))}
                </tr>
              )}
            />
          )}
        </>
      )}
    </section>
  );
}

const CASE_FIGURES = ['cases', 'open', 'finished', 'approved', 'denied'] as const;

const Item = ({ id, value }: { id: string; value: string }) => (
  <>
    <dt>
      <FormattedMessage id={id} />
    </dt>
    <dd>{value}</dd>
  </>
);
