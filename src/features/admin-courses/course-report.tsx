/**
 * The course's report on its admin page (ADR 103): the figures, the learners by region (or a region's
 * districts) as a chart and a table, the questions hardest first, the learners and their answers —
 * each table downloadable as CSV or XLSX with the same rows.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { BarChart } from '../../components/charts/bar-chart.tsx';
import { RegionDistrictSelect } from '../../components/ui/region-district-select.tsx';
import type { CoursePageData } from './load-courses.ts';
import { ReportLearners } from './report-learners.tsx';
import { ReportTable } from './report-table.tsx';

interface Props {
  courseId: number;
  /** The course page's loader data for the region chosen (`?region=`). */
  report: CoursePageData['report'];
  learners: CoursePageData['learners'];
  regionId: number | undefined;
  onRegion: (region: number | undefined) => void;
}

export function CourseReport({ courseId, report: r, learners, regionId, onRegion }: Props) {
  const intl = useIntl();
  return (
    <div className="admin-panel" data-testid="course-report">
      <h2>
        <FormattedMessage id="learn.report.title" />
      </h2>
      <p data-testid="course-report-summary">
        <FormattedMessage
          id="learn.report.figures"
          values={{
            ...r.summary,
            rate:
              r.summary.pass_rate === null
                ? '—'
                : intl.formatNumber(r.summary.pass_rate / 100, { style: 'percent', maximumFractionDigits: 1 }),
          }}
        />
      </p>
      <RegionDistrictSelect
        value={{ region: regionId }}
        onChange={(k) => onRegion(k.region)}
        depth="region"
        labels={{ region: 'reports.filter.region' }}
        anyLabel="reports.filter.all"
      />
      {r.areas.rows.length > 0 && (
        <BarChart
          title={intl.formatMessage({ id: `learn.report.by_${r.areas.group}` })}
          bars={r.areas.rows.map((a) => ({ key: String(a.kato_id), label: a.label, count: a.enrolled }))}
          axisLabel={intl.formatMessage({ id: 'learn.report.col.enrolled' })}
        />
      )}
      <ReportTable courseId={courseId} table="areas" rows={r.areas.rows} regionId={regionId} />
      <h3>
        <FormattedMessage id="learn.report.questions" />
      </h3>
      <ReportTable courseId={courseId} table="questions" rows={r.questions} />
      <ReportLearners key={regionId ?? 'all'} courseId={courseId} regionId={regionId} first={learners} />
    </div>
  );
}
