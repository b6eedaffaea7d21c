/** One case in the lawyer's lists: person, type, status or outcome, next date; pending when not yet sent. */
import { Link, useParams } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import { isResponseOverdue } from './day.ts';
import type { LocalCase } from './local-cases.ts';

export function CaseRow({ c, today }: { c: LocalCase; today: string }) {
  const { locale } = useParams({ strict: false });
  const overdue = c.status !== 3 && !!c.remind_at && c.remind_at < today;
  return (
    <li data-testid="case-row">
      <Link to="/{-$locale}/admin/consultations/$id" params={{ locale, id: c.uuid }}>
        {c.name}
      </Link>{' '}
      · <FormattedMessage id={`consultation.type.${c.type}`} /> ·{' '}
      <FormattedMessage id={c.outcome ? `cases.outcome.${c.outcome}` : `consultation.status.${c.status}`} />
      {c.remind_at && (
        <span className={overdue ? 'badge badge-warn' : 'badge'}>
          {' '}
          <FormattedMessage
            id={overdue ? 'cases.day.overdue_since' : 'cases.day.remind_on'}
            values={{ date: <KzDate value={c.remind_at} /> }}
          />
        </span>
      )}
      {isResponseOverdue(c) && (
        <span className="badge badge-warn" data-testid="case-response-overdue">
          {' '}
          <FormattedMessage id="cases.clock.overdue" />
        </span>
      )}
      {c.pending.length > 0 && (
        <span className="badge" data-testid="case-pending">
          {' '}
          <FormattedMessage id="cases.pending" />
        </span>
      )}
    </li>
  );
}
