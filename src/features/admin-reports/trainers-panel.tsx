/** The trainer report: per trainer their flows, students, completed, not completed and attendance rate. */
import { FormattedMessage, useIntl } from 'react-intl';
import type { TrainerRow } from '../../../contract/reports.ts';
import { ExportButtons } from '../../components/admin-list/export-buttons.tsx';
import { CardTable, columnHeads, LoadError } from '../../components/ui/admin-table.tsx';
import { client, read } from '../../lib/api-client.ts';
import { useRead } from '../../lib/use-read.ts';
import { BarChart } from '../../components/charts/bar-chart.tsx';

const COLS = ['flows', 'students', 'completed', 'not_completed', 'attendance_rate'] as const;

export function TrainersPanel() {
  const intl = useIntl();
  const report = useRead('trainers', (signal) =>
    read(client.api.reports.trainers.$get({ query: {} }, { init: { signal } })),
  );
  const rate = (v: number | null) =>
    v === null ? '—' : intl.formatNumber(v / 100, { style: 'percent', maximumFractionDigits: 1 });
  const cell = (r: Omit<TrainerRow, 'trainer_id' | 'name'>, k: (typeof COLS)[number]) =>
    k === 'attendance_rate' ? rate(r.attendance_rate) : intl.formatNumber(r[k]);
  if (report.error) return <LoadError error={report.error} />;
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
      <CardTable
        rows={rows}
        cards={false}
        head={
          <>
            <th scope="col">
              <FormattedMessage id="reports.trainers.trainer" />
            </th>
            {columnHeads('reports.trainers.', COLS)}
          </>
        }
        row={(r) => (
          <tr key={r.trainer_id}>
            <th scope="row">{r.name}</th>
            {COLS.map((k) => (
              <td key={k}>{cell(r, k)}</td>
            ))}
          </tr>
        )}
        foot={
          <tr>
            <th scope="row">
              <FormattedMessage id="reports.trainers.total" />
            </th>
            {COLS.map((k) => (
              <td key={k}>{cell(totals, k)}</td>
            ))}
          </tr>
        }
      />
      <p className="field-hint">
        <FormattedMessage id="reports.trainers.rateNote" />
      </p>
      <div className="report-downloads">
        <ExportButtons
          path={(format) => client.api.reports.trainers.export.$path({ query: { format } })}
          fileName="trainers"
          label="reports.download"
        />
      </div>
    </div>
  );
}
