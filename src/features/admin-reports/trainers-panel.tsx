/** The trainer report: per trainer their flows, students, completed, not completed and attendance rate. */
import { FormattedMessage, useIntl } from 'react-intl';
import type { TrainerRow } from '../../../contract/reports.ts';
import { Button } from '../../components/ui/button.tsx';
import { useDownload } from '../../lib/authorised-file.ts';
import { client, read } from '../../lib/api-client.ts';
import { useRead } from '../../lib/use-read.ts';
import { BarChart } from '../../components/charts/bar-chart.tsx';

const COLS = ['flows', 'students', 'completed', 'not_completed', 'attendance_rate'] as const;

export function TrainersPanel() {
  const intl = useIntl();
  const download = useDownload();
  const report = useRead('trainers', (signal) =>
    read(client.api.reports.trainers.$get({ query: {} }, { init: { signal } })),
  );
  const rate = (v: number | null) =>
    v === null ? '—' : intl.formatNumber(v / 100, { style: 'percent', maximumFractionDigits: 1 });
  const cell = (r: Omit<TrainerRow, 'trainer_id' | 'name'>, k: (typeof COLS)[number]) =>
    k === 'attendance_rate' ? rate(r.attendance_rate) : intl.formatNumber(r[k]);
  if (report.error)
    return (
      <p className="field-error" role="alert">
        {report.error.message}
      </p>
    );
  if (!report.data) return null;
  const { rows, totals } = report.data.data;
  if (!rows.length)
    return (
      <p className="empty">
        <FormattedMessage id="reports.trainers.empty" />
      </p>
    );
  return (
    <div data-testid="trainer-report">
      <BarChart
        title={intl.formatMessage({ id: 'reports.trainers.students' })}
        axisLabel={intl.formatMessage({ id: 'reports.trainers.students' })}
        bars={rows.map((r) => ({ key: String(r.trainer_id), label: r.name, count: r.students }))}
      />
      <div className="table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="reports.trainers.trainer" />
              </th>
              {COLS.map((k) => (
                <th key={k} scope="col">
                  <FormattedMessage id={`reports.trainers.${k}`} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.trainer_id}>
                <th scope="row">{r.name}</th>
                {COLS.map((k) => (
                  <td key={k}>{cell(r, k)}</td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">
                <FormattedMessage id="reports.trainers.total" />
              </th>
              {COLS.map((k) => (
                <td key={k}>{cell(totals, k)}</td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="field-hint">
        <FormattedMessage id="reports.trainers.rateNote" />
      </p>
      <div className="report-downloads">
        {(['csv', 'xlsx'] as const).map((f) => (
          <Button
            key={f}
            variant="secondary"
            onClick={() => void download(`/api/reports/trainers/export?format=${f}`, `trainers.${f}`)}
          >
            <FormattedMessage id="reports.download" values={{ format: f.toUpperCase() }} />
          </Button>
        ))}
      </div>
    </div>
  );
}
