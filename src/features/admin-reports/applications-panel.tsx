/** The applications report: filters, a bar chart and a table with the same numbers, CSV/XLSX downloads. */
import { FormattedMessage, useIntl } from 'react-intl';
import { ExportButtons } from '../../components/admin-list/export-buttons.tsx';
import { CardTable } from '../../components/ui/admin-table.tsx';
import { client, read, toQuery } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/kz-format.ts';
import { useRead } from '../../lib/use-read.ts';
import { ApplicationsFilters } from './applications-filters.tsx';
import { BarChart } from '../../components/charts/bar-chart.tsx';
import { applicationsFilters, type ReportSearch } from './report-search.ts';

interface Props {
  search: ReportSearch;
  onSearch: (s: ReportSearch) => void;
}

export function ApplicationsPanel({ search, onSearch }: Props) {
  const intl = useIntl();
  const query = toQuery(applicationsFilters(search));
  const params = new URLSearchParams(query as Record<string, string>); // toQuery has left blanks out
  const report = useRead(params.toString(), (signal) =>
    read(client.api.reports.applications.$get({ query }, { init: { signal } })),
  );
  const group = search.group ?? 'region';
  const groupName = intl.formatMessage({ id: `reports.group.${group}` });
  const rows = (report.data?.data.rows ?? []).map((r) => ({ ...r, label: bucketLabel(intl, group, search, r) }));
  return (
    <div data-testid="applications-report">
      <ApplicationsFilters search={search} onSearch={onSearch} errors={report.error?.errors ?? {}} />
      {report.error && !Object.keys(report.error.errors).length && (
        <p className="field-error" role="alert">
          {report.error.message}
        </p>
      )}
      {report.data && rows.length === 0 && (
        <p className="empty">
          <FormattedMessage id="reports.empty" />
        </p>
      )}
      {rows.length > 0 && (
        <>
          <BarChart
            title={intl.formatMessage({ id: 'reports.chart.label' }, { group: groupName })}
            bars={rows}
            axisLabel={intl.formatMessage({ id: 'reports.col.count' })}
          />
          <CardTable
            rows={rows}
            cards={false}
            testId="report-table"
            head={
              <>
                <th scope="col">{groupName}</th>
                <th scope="col">
                  <FormattedMessage id="reports.col.count" />
                </th>
              </>
            }
            row={(r) => (
              <tr key={r.key}>
                <th scope="row">{r.label}</th>
                <td>{intl.formatNumber(r.count)}</td>
              </tr>
            )}
            foot={
              <tr>
                <th scope="row" colSpan={2}>
                  <FormattedMessage id="reports.total" values={{ count: report.data!.data.total }} />
                </th>
              </tr>
            }
          />
          <div className="report-downloads">
            <ExportButtons
              path={(format) => client.api.reports.applications.export.$path({ query: { ...query, format } })}
              fileName={`applications-${group}`}
              label="reports.download"
            />
          </div>
        </>
      )}
    </div>
  );
}

/** Date buckets arrive as ISO dates; they are shown as a day, a week's Monday or a month in the reader's language. */
function bucketLabel(
  intl: ReturnType<typeof useIntl>,
  group: string,
  search: ReportSearch,
  r: { key: string; label: string },
) {
  if (group !== 'date') return r.label;
  return formatDate(intl, r.key, search.bucket === 'month' ? 'month' : 'shortDay');
}
