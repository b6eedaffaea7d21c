/**
 * The agro report under the list's filters: applications per course, region or status, as a bar chart
 * (the reports' shared one) and a table with the same numbers.
 */
import { useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { AGRO_REPORT_GROUPS } from '../../../contract/agro.ts';
import { BarChart } from '../../components/charts/bar-chart.tsx';
import { withoutPage } from '../../components/admin-list/list-query.ts';
import { CardTable } from '../../components/ui/admin-table.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { client, read, toQuery } from '../../lib/api-client.ts';
import { useRead } from '../../lib/use-read.ts';
import type { AgroSearch } from './load-agro.ts';

type Group = (typeof AGRO_REPORT_GROUPS)[number];

export function AgroReport({ query }: { query: AgroSearch }) {
  const intl = useIntl();
  const [group, setGroup] = useState<Group>('course');
  // The report counts what the list's filters select; its order and pages are the list's own.
  const { sort: _sort, order: _order, ...filters } = withoutPage(query);
  const params = toQuery({ ...filters, group });
  const report = useRead(`agro-report?${new URLSearchParams(params)}`, (signal) =>
    read(client.api.agro.applications.report.$get({ query: params }, { init: { signal } })),
  );
  const data = report.data?.data;
  return (
    <section className="admin-panel" data-testid="agro-report" aria-labelledby="agro-report-title">
      <h2 id="agro-report-title">
        <FormattedMessage id="agro.report.title" />
      </h2>
      <SelectField
        label={intl.formatMessage({ id: 'agro.report.group' })}
        value={group}
        placeholder={false}
        options={AGRO_REPORT_GROUPS.map((g) => ({
          value: g,
          label: intl.formatMessage({ id: `agro.report.by.${g}` }),
        }))}
        onChange={(v) => setGroup(v as Group)}
        testId="agro-report-group"
      />
      {data && data.rows.length > 0 && (
        <BarChart
          title={intl.formatMessage(
            { id: 'reports.chart.label' },
            { group: intl.formatMessage({ id: `agro.report.by.${data.group}` }) },
          )}
          bars={data.rows}
          axisLabel={intl.formatMessage({ id: 'agro.report.count' })}
        />
      )}
      {data && (
        // A count per group with its total reads as a grid: it keeps its rows on a phone.
        <CardTable
          rows={data.rows}
          cards={false}
          head={
            <>
              <th scope="col">
                <FormattedMessage id={`agro.report.by.${data.group}`} />
              </th>
              <th scope="col">
                <FormattedMessage id="agro.report.count" />
              </th>
            </>
          }
          row={(r) => (
            <tr key={r.key} data-testid="agro-report-row" data-key={r.key}>
              <td>{r.label}</td>
              <td>
                <FormattedNumber value={r.count} />
              </td>
            </tr>
          )}
          foot={
            <tr>
              <th scope="row">
                <FormattedMessage id="agro.report.total" />
              </th>
              <td data-testid="agro-report-total">
                <FormattedNumber value={data.total} />
              </td>
            </tr>
          }
        />
      )}
    </section>
  );
}
