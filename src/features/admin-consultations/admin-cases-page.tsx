/**
 * Admins' view of every case (/admin/consultations): filters in the URL (the route's loader reads the
 * page), the lawyer on each, and assigning one — a waiting case from the public form or "send to
 * consultation" gets its lawyer here (ADR 072); and the cases report with its downloads.
 */
import { getRouteApi, Link, useParams, useRouter } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { CONSULTATION_STATUSES, CONSULTATION_TYPES } from '../../../contract/reference.ts';
import { AdminTable, columnHeads } from '../../components/ui/admin-table.tsx';
import { refilter } from '../../components/admin-list/list-query.ts';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { Select } from '../../components/ui/select-field.tsx';
import { AssignSelect } from './assign-select.tsx';
import { CaseReportPanel } from './case-report.tsx';
import { ADMINS, type CasesPage, type CaseSearch } from './load-cases.ts';

const route = getRouteApi('/{-$locale}/admin/consultations/');
const COLUMNS = ['name', 'type', 'status', 'remind_at', 'lawyer'] as const;

interface Props {
  query: CaseSearch;
  onQuery: (q: CaseSearch) => void;
}

export const AdminCasesPage = (props: Props) => (
  <RolesOnly roles={ADMINS}>
    <AdminCases {...props} />
  </RolesOnly>
);

function AdminCases({ query, onQuery }: Props) {
  const intl = useIntl();
  const router = useRouter();
  const { locale } = useParams({ strict: false });
  const loaded: CasesPage | null = route.useLoaderData();
  const lawyers = loaded?.lawyers ?? [];
  const q = query;
  const set = refilter(q, onQuery);
  const filter = (key: 'status' | 'type', values: readonly (string | number)[], prefix: string) => (
    <Select
      value={q[key]}
      onChange={(v) => set({ [key]: v || undefined })}
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
        list={{ data: loaded?.list }}
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
