/**
 * One table of the course report: the same cells the download writes (courseReportCells), and its
 * CSV/XLSX buttons, so what is on the screen is what lands in the file.
 */
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { COURSE_REPORT_COLUMNS, courseReportCells, type CourseReportTable } from '../../../contract/learning-report.ts';
import { Button } from '../../components/ui/button.tsx';
import { useDownload } from '../../lib/authorised-file.ts';

interface Props<T extends CourseReportTable> {
  courseId: number;
  table: T;
  rows: Parameters<typeof courseReportCells<T>>[1][];
  /** Query of the download (the region chosen), without `table` and `format`. */
  query?: string;
  /** An extra last cell per row (a button), not part of the file. */
  action?: (row: Parameters<typeof courseReportCells<T>>[1]) => ReactNode;
  /** Under the table (a "load more"); the downloads write every row, not only the loaded ones. */
  footer?: ReactNode;
  /** A part of a table (one learner's answers) has no download of its own. */
  noDownloads?: boolean;
}

/** CSV and XLSX buttons for one table of the course report; `label` names them when the table is not on screen. */
export function ReportDownloads({
  courseId,
  table,
  query,
  label = 'reports.download',
}: {
  courseId: number;
  table: CourseReportTable;
  query?: string | undefined;
  label?: string;
}) {
  const download = useDownload();
  return (
    <div className="report-downloads">
      {(['csv', 'xlsx'] as const).map((f) => (
        <Button
          key={f}
          variant="secondary"
          onClick={() =>
            void download(
              `/api/courses/${courseId}/report/export?table=${table}&format=${f}${query ? `&${query}` : ''}`,
              `course-${courseId}-${table}.${f}`,
            )
          }
        >
          <FormattedMessage id={label} values={{ format: f.toUpperCase() }} />
        </Button>
      ))}
    </div>
  );
}

export function ReportTable<T extends CourseReportTable>(props: Props<T>) {
  const { courseId, table, rows, query, action, footer, noDownloads } = props;
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  return (
    <>
      {/* Wide tables scroll sideways; focusable, so a keyboard can scroll them too. */}
      <div className="table-wrap" tabIndex={0} role="region" aria-label={say(`learn.report.table.${table}`)}>
        <table className="admin-table" data-testid={`course-report-${table}`}>
          <thead>
            <tr>
              {COURSE_REPORT_COLUMNS[table].map((k) => (
                <th key={k} scope="col">
                  <FormattedMessage id={`learn.report.col.${k}`} />
                </th>
              ))}
              {action && <th scope="col" />}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i}>
                {courseReportCells(table, r, say).map((v, j) => (
                  <td key={j}>{typeof v === 'number' ? intl.formatNumber(v) : (v ?? '—')}</td>
                ))}
                {action && <td>{action(r)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {footer}
      {!noDownloads && <ReportDownloads courseId={courseId} table={table} query={query} />}
    </>
  );
}
