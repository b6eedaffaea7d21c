/**
 * The cases report under the admin's list: per type, status, outcome, region or lawyer the cases,
 * finished, approvals and denials, accounts released and the median working time to the first contact
 * and to closing (ADR 094), with CSV/XLSX downloads of the same table.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CASE_REPORT_GROUPS } from '../../../contract/consultations.ts';
import { ExportButtons } from '../../components/admin-list/export-buttons.tsx';
import { AdminTable } from '../../components/ui/admin-table.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { client, read } from '../../lib/api-client.ts';
import { useRead } from '../../lib/use-read.ts';

type Group = (typeof CASE_REPORT_GROUPS)[number];

const Minutes = ({ value }: { value: number | null }) =>
  value === null ? (
    <>—</>
  ) : (
    <FormattedMessage id="cases.clock.duration" values={{ hours: Math.floor(value / 60), minutes: value % 60 }} />
  );

export function CaseReportPanel() {
  const intl = useIntl();
  const [group, setGroup] = useState<Group>('type');
  const report = useRead(`cases-report:${group}`, (signal) =>
    read(client.api.consultations.report.$get({ query: { group } }, { init: { signal } })),
  );
  const data = report.data?.data;
  const heads = [
    'cases',
    'finished',
    'approved',
    'denied',
    'accounts_released',
    'median_first_contact',
    'median_close',
  ];
  return (
    <section className="admin-panel" data-testid="cases-report" aria-labelledby="cases-report-title">
      <h2 id="cases-report-title">
        <FormattedMessage id="cases.report.heading" />
      </h2>
      <SelectField
        label={intl.formatMessage({ id: 'cases.report.group' })}
        value={group}
        placeholder={false}
        options={CASE_REPORT_GROUPS.map((g) => ({
          value: g,
          label: intl.formatMessage({ id: `cases.report.group.${g}` }),
        }))}
        onChange={(v) => setGroup(v as Group)}
      />
      <div className="admin-toolbar">
        <ExportButtons
          fileName="cases-report"
          path={(format) => client.api.consultations.report.export.$path({ query: { group, format } })}
        />
      </div>
      <AdminTable
        list={{ data: data && { data: data.rows }, error: report.error }}
        emptyId="cases.report.empty"
        testId="cases-report-table"
        head={
          <>
            <th scope="col">
              <FormattedMessage id={`cases.report.group.${data?.group ?? group}`} />
            </th>
            {heads.map((h) => (
              <th key={h} scope="col">
                <FormattedMessage id={`cases.report.${h}`} />
              </th>
            ))}
          </>
        }
        row={(r) => (
          <tr key={r.key}>
            <th scope="row">{r.label}</th>
            <td>{r.cases}</td>
            <td>{r.finished}</td>
            <td>{r.approved}</td>
            <td>{r.denied}</td>
            <td>{r.accounts_released}</td>
            <td>
              <Minutes value={r.median_first_contact_minutes} />
            </td>
            <td>
              <Minutes value={r.median_close_minutes} />
            </td>
          </tr>
        )}
      />
    </section>
  );
}
