/**
 * One table of the course report: the same cells the download writes (courseReportCells), and its
 * CSV/XLSX buttons, so what is on the screen is what lands in the file.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { COURSE_REPORT_COLUMNS, courseReportCells, type CourseReportTable } from '../../../contract/learning-report.ts';
import { CardTable, columnHeads } from '../../components/ui/admin-table.tsx';
import { client } from '../../lib/api-client.ts';
import { ExportButtons } from '../../components/admin-list/export-buttons.tsx';

interface Props<T extends CourseReportTable> {
  courseId: number;
  table: T;
  rows: Parameters<typeof courseReportCells<T>>[1][];
  /** The region chosen: the download holds its rows. */
  regionId?: number | undefined;
  /** An extra last cell per row (a button), not part of the file. */
  action?: (row: Parameters<typeof courseReportCells<T>>[1]) => ReactNode;
  /** Under the table (a "load more"); the downloads write every row, not only the loaded ones. */
  footer?: ReactNode;
  /** A part of a table (one learner's answers) has no download of its own. */
  noDownloads?: boolean;
}

const report = client.api.courses[':id{[0-9]+}'].report;

/** The downloads of one table of the course report; `label` names them when the table is not on screen. */
export function CourseDownloads({
  courseId,
  table,
  regionId,
  label = 'reports.download',
}: {
  courseId: number;
  table: CourseReportTable;
  regionId?: number | undefined;
  label?: string;
}) {
  const region = regionId === undefined ? {} : { region_id: String(regionId) };
  return (
    <div className="report-downloads">
      <ExportButtons
        path={(format) => report.export.$path({ param: { id: String(courseId) }, query: { table, format, ...region } })}
        fileName={`course-${courseId}-${table}`}
        label={label}
      />
    </div>
  );
}

export function ReportTable<T extends CourseReportTable>(props: Props<T>) {
  const { courseId, table, rows, regionId, action, footer, noDownloads } = props;
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <CardTable
        rows={rows}
        label={say(`learn.report.table.${table}`)}
        testId={`course-report-${table}`}
        head={
          <>
            {columnHeads('learn.report.col.', COURSE_REPORT_COLUMNS[table])}
            {action && <th scope="col" />}
          </>
        }
        row={(r, i) => (
          <tr key={i}>
            {courseReportCells(table, r, say).map((v, j) => (
              <td key={j}>{typeof v === 'number' ? intl.formatNumber(v) : (v ?? '—')}</td>
            ))}
            {action && <td>{action(r)}</td>}
          </tr>
        )}
      />
      {footer}
      {!noDownloads && <CourseDownloads courseId={courseId} table={table} regionId={regionId} />}
    </>
  );
}
