/**
 * Admins' view of every case (/admin/consultations): filters, the lawyer on each, and assigning one —
 * a waiting case from the public form or "send to consultation" gets its lawyer here (ADR 072).
 */
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CONSULTATION_STATUSES, CONSULTATION_TYPES } from '../../../api/schemas/reference.ts';
import { AdminTable, columnHeads } from '../../components/ui/admin-table.tsx';
import { client, read } from '../../lib/api-client.ts';
import { useRead } from '../../lib/use-read.ts';
import { AssignSelect, useLawyers } from './assign-select.tsx';

type Filters = { page: number; status?: '1' | '2' | '3'; type?: (typeof CONSULTATION_TYPES)[number]; overdue?: '1' };

const COLUMNS = ['name', 'type', 'status', 'remind_at', 'lawyer'] as const;

export function AdminCasesPage() {
  const intl = useIntl();
  const { locale } = useParams({ strict: false });
  const [q, setQ] = useState<Filters>({ page: 1 });
  const lawyers = useLawyers();
  const list = useRead(`cases:${JSON.stringify(q)}`, (signal) =>
    read(client.api.consultations.$get({ query: { ...q, page: String(q.page) } }, { init: { signal } })),
  );
  const set = (key: keyof Filters) => (e: React.ChangeEvent<HTMLSelectElement>) =>
    setQ({ ...q, page: 1, [key]: e.target.value || undefined });
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
        onPage={(page) => setQ({ ...q, page })}
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
              <AssignSelect caseId={c.id} lawyerId={c.lawyer_id} lawyers={lawyers} onDone={list.reload} />
            </td>
          </tr>
        )}
      />
    </section>
  );
}
