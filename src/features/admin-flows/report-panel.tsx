/** Attendance per day and the completion rate, with CSV and XLSX downloads (authorised, so fetched, not linked). */
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/ui/button.tsx';
import { api } from '../../lib/api.ts';
import { useDownload } from '../../lib/authorised-file.ts';

interface Report {
  per_day: { day: number; present: number; absent: number; unmarked: number }[];
  students: number;
  completed: number;
  completion_rate: number;
}

export function ReportPanel({ flowId, version }: { flowId: number; version: number }) {
  const [report, setReport] = useState<Report | null>(null);
  const download = useDownload();
  useEffect(() => {
    void api<{ data: Report }>(`/flows/${flowId}/report`).then((r) => setReport(r.data));
  }, [flowId, version]);
  if (!report) return null;
  return (
    <div className="report" data-testid="flow-report">
      <h2>
        <FormattedMessage id="flows.report.title" />
      </h2>
      <table className="table">
        <thead>
          <tr>
            <th />
            {report.per_day.map((d) => (
              <th key={d.day}>
                <FormattedMessage id="flows.report.day" values={{ day: d.day }} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(['present', 'absent', 'unmarked'] as const).map((k) => (
            <tr key={k}>
              <th>
                <FormattedMessage id={`flows.report.${k}`} />
              </th>
              {report.per_day.map((d) => (
                <td key={d.day}>{d[k]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p data-testid="completion-rate">
        <FormattedMessage
          id="flows.report.completion"
          values={{ rate: report.completion_rate, completed: report.completed, students: report.students }}
        />
      </p>
      <Button
        variant="secondary"
        onClick={() => void download(`/api/flows/${flowId}/export?format=csv`, `flow-${flowId}-report.csv`)}
      >
        CSV
      </Button>{' '}
      <Button
        variant="secondary"
        onClick={() => void download(`/api/flows/${flowId}/export?format=xlsx`, `flow-${flowId}-report.xlsx`)}
      >
        XLSX
      </Button>
    </div>
  );
}
