/**
 * Admins' view of every case (/admin/consultations): filters in the URL (the route's loader reads the
 * page), the lawyer on each, and assigning one — a waiting case from the public form or "send to
 * consultation" gets its lawyer here (ADR 072); and the cases report with its downloads.
 */
import { getRouteApi, Link, useParams, useRouter } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { CONSULTATION_STATUSES, CONSULTATION_TYPES } from '../../../api/schemas/reference.ts';
import { AdminTable, columnHeads } from '../../components/ui/admin-table.tsx';
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
  const set = (key: 'status' | 'type') => (e: React.ChangeEvent<HTMLSelectElement>) =>
    onQuery({ ...q, page: undefined, after: undefined, [key]: e.target.value || undefined });
  return (
    <section className="page" data-testid="admin-cases">
      <h1>
        <FormattedMessage id="cases.admin.title" />
      </h1>
      <div className="filters">
        <select
          value={q.status ?? ''}
          onChange={set('status')}
          aria-label={intl.formatMessage({ id: 'cases.filter.status' })}
        >
          <option value="">{intl.formatMessage({ id: 'cases.filter.any' })}</option>
          {CONSULTATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {intl.formatMessage({ id: `consultation.status.${s}` })}
            </option>
          ))}
        </select>
        <select
          value={q.type ?? ''}
          onChange={set('type')}
          aria-label={intl.formatMessage({ id: 'cases.filter.type' })}
        >
          <option value="">{intl.formatMessage({ id: 'cases.filter.any' })}</option>
          {CONSULTATION_TYPES.map((t) => (
            <option key={t} value={t}>
              {intl.formatMessage({ id: `consultation.type.${t}` })}
            </option>
          ))}
        </select>
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
            <td>{c.remind_at ?? '—'}</td>
            <td>
              <AssignSelect
                caseId={c.id}
                lawyerId={c.lawyer_id}
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
