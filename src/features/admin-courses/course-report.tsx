/**
 * The course's report on its admin page (ADR 103): the figures, the learners by region (or a region's
 * districts) as a chart and a table, the questions hardest first, the learners and their answers —
 * each table downloadable as CSV or XLSX with the same rows.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BarChart } from '../../components/charts/bar-chart.tsx';
import { RegionDistrictSelect } from '../../components/ui/region-district-select.tsx';
import { client, read } from '../../lib/api-client.ts';
import { useRead } from '../../lib/use-read.ts';
import { ReportLearners } from './report-learners.tsx';
import { ReportTable } from './report-table.tsx';

const report = client.api.courses[':id{[0-9]+}'].report;

export function CourseReport({ courseId }: { courseId: number }) {
  const intl = useIntl();
  const [regionId, setRegionId] = useState<number>();
  const query = regionId === undefined ? {} : { region_id: String(regionId) };
  const res = useRead(`${courseId}:${regionId ?? ''}`, (signal) =>
    read(report.$get({ param: { id: String(courseId) }, query }, { init: { signal } })),
  );
  const r = res.data?.data;
  const regionQuery = regionId === undefined ? '' : `region_id=${regionId}`;
  return (
    <div className="admin-panel" data-testid="course-report">
      <h2>
        <FormattedMessage id="learn.report.title" />
      </h2>
      {res.error && (
        <p className="field-error" role="alert">
          {res.error.message}
        </p>
      )}
      {r && (
        <>
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
            onChange={(k) => setRegionId(k.region)}
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
          <ReportTable courseId={courseId} table="areas" rows={r.areas.rows} query={regionQuery} />
          <h3>
            <FormattedMessage id="learn.report.questions" />
          </h3>
          <ReportTable courseId={courseId} table="questions" rows={r.questions} />
          <ReportLearners key={regionId ?? 'all'} courseId={courseId} regionId={regionId} />
        </>
      )}
    </div>
  );
}
