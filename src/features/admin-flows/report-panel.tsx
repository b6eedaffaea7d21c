/** Attendance per day and the completion rate, with CSV and XLSX downloads (authorised, so fetched, not linked). */
import { FormattedMessage } from 'react-intl';
import { CardTable } from '../../components/ui/admin-table.tsx';
import { Button } from '../../components/ui/button.tsx';
import { routeUrl } from '../../lib/api.ts';
import { useDownload } from '../../lib/authorised-file.ts';
import type { FlowDetail } from './load-flows.ts';

export function ReportPanel({ flowId, report }: { flowId: number; report: FlowDetail['report'] }) {
  const download = useDownload();
  return (
    <div className="report" data-testid="flow-report">
      <h2>
        <FormattedMessage id="flows.report.title" />
      </h2>
      {/* A grid of days: on a phone it scrolls sideways rather than becoming cards. */}
      <CardTable
        cards={false}
        rows={['present', 'absent', 'unmarked'] as const}
        head={
          <>
            <th scope="col">
              <span className="visually-hidden">
                <FormattedMessage id="flows.report.mark" />
              </span>
            </th>
            {report.per_day.map((d) => (
              <th key={d.day} scope="col">
                <FormattedMessage id="flows.report.day" values={{ day: d.day }} />
              </th>
            ))}
          </>
        }
        row={(k) => (
          <tr key={k}>
            <th scope="row">
              <FormattedMessage id={`flows.report.${k}`} />
            </th>
            {report.per_day.map((d) => (
              <td key={d.day}>{d[k]}</td>
            ))}
          </tr>
        )}
      />
      <p data-testid="completion-rate">
        <FormattedMessage
          id="flows.report.completion"
          values={{ rate: report.completion_rate, completed: report.completed, students: report.students }}
        />
      </p>
      <Button
        variant="secondary"
        onClick={() =>
          void download(
            routeUrl('/flows/:id/export', { param: { id: flowId }, query: { format: 'csv' } }),
            `flow-${flowId}-report.csv`,
          )
        }
      >
        CSV
      </Button>{' '}
      <Button
        variant="secondary"
        onClick={() =>
          void download(
            routeUrl('/flows/:id/export', { param: { id: flowId }, query: { format: 'xlsx' } }),
            `flow-${flowId}-report.xlsx`,
          )
        }
      >
        XLSX
      </Button>
    </div>
  );
}
