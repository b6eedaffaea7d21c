/**
 * Admins' view of every case (/admin/consultations): filters in the URL (the route's loader reads the
 * page), the lawyer on each, and assigning one — a waiting case from the public form or "send to
 * consultation" gets its lawyer here (ADR 072); and the cases report with its downloads.
 */
import { getRouteApi, Link, useParams, useRouter } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { CONSULTATION_STATUSES, CONSULTATION_TYPES } from '../../../contract/reference.ts';
import { AdminTable, columnHeads } from '../../components/ui/admin-table.tsx';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import { Select } from '../../components/ui/select-field.tsx';
import { AssignSelect, useLawyers } from './assign-select.tsx';
import { CaseReportPanel } from './case-report.tsx';
import type { CaseSearch } from './load-cases.ts';

const route = getRouteApi('/{-$locale}/admin/consultations/');
const COLUMNS = ['name', 'type', 'status', 'remind_at', 'lawyer'] as const;

export function AdminCasesPage({ query, onQuery }: { query: CaseSearch; onQuery: (q: CaseSearch) => void }) {
  const intl = useIntl();
  const router = useRouter();
  const { locale } = useParams({ strict: false });
  const lawyers = useLawyers();
  const list = { data: route.useLoaderData() ?? undefined };
  const q = query;
  const filter = (key: 'status' | 'type', values: readonly (string | number)[], prefix: string) => (
    <Select
      value={q[key]}
      onChange={(v) => onQuery({ ...q, page: undefined, after: undefined, [key]: v || undefined })}
      aria-label={intl.formatMessage({ id: `cases.filter.${key}` })}
      placeholder={intl.formatMessage({ id: 'cases.filter.any' })}
      options={values.map((v) => ({ value: v, label: intl.formatMessage({ id: `${prefix}.${v}` }) }))}
    />
  );
  return (
    <section className="page" data-testid="admin-cases">
      <h1>
        <FormattedMessage id="cases.admin.title" />
      </h1>
      <div className="filters">
        {filter('status', CONSULTATION_STATUSES, 'consultation.status')}
        {filter('type', CONSULTATION_TYPES, 'consultation.type')}
      </div>
      <AdminTable
        list={list}
        emptyId="cases.empty"
        head={columnHeads('cases.column.', COLUMNS)}
        onPage={(page, after) => onQuery({ ...q, page, after })}
        row={(c) => (
          <tr key={c.id} data-testid="admin-case-row">
            <td>
              <Link to="/{-$locale}/admin/consultations/$id" params={{ locale, id: String(c.id) }}>
                {c.name}
              </Link>
            </td>
            <td>
              <FormattedMessage id={`consultation.type.${c.type}`} />
            </td>
            <td>
              <FormattedMessage id={c.outcome ? `cases.outcome.${c.outcome}` : `consultation.status.${c.status}`} />
            </td>
            <td>
              <KzDate value={c.remind_at} />
            </td>
            <td>
              <AssignSelect
                caseId={c.id}
                lawyerId={c.lawyer_id}
                lawyerName={c.lawyer_name}
                lawyers={lawyers}
                onDone={() => void router.invalidate()}
              />
            </td>
          </tr>
        )}
      />
      <CaseReportPanel />
    </section>
  );
}
