/** One case for an admin: the facts, the lawyer (assign), the documents and the timeline as the server holds it. */
import { getRouteApi, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CaseClock, CaseDetail } from '../../../contract/consultations.ts';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { formatDate } from '../../lib/kz-format.ts';
import { AssignSelect } from './assign-select.tsx';
import { ADMINS, type AdminCase } from './load-cases.ts';

const route = getRouteApi('/{-$locale}/admin/consultations/$id');

/**
 * `documents` is the cases feature's documents panel, composed in by the route; it calls `reload` when a
 * document change from this device reached the server, so the page shows it filed without a reload.
 */
interface Props {
  documents?: (c: CaseDetail, reload: () => void) => ReactNode;
}

export const AdminCasePage = (props: Props) => (
  <RolesOnly roles={ADMINS}>
    <AdminCase {...props} />
  </RolesOnly>
);

function AdminCase({ documents }: Props) {
  const intl = useIntl();
  const router = useRouter();
  const loaded: AdminCase | null = route.useLoaderData();
  const reload = () => void router.invalidate();
  const c = loaded?.detail;
  if (!c) return null;
  return (
    <section className="page" data-testid="admin-case">
      <h1>{c.title}</h1>
      <dl>
        <dt>
          <FormattedMessage id="cases.field.name" />
        </dt>
        <dd>{c.name}</dd>
        <dt>
          <FormattedMessage id="cases.field.type" />
        </dt>
        <dd>
          <FormattedMessage id={`consultation.type.${c.type}`} />
        </dd>
        <dt>
          <FormattedMessage id="cases.field.status" />
        </dt>
        <dd>
          <FormattedMessage id={c.outcome ? `cases.outcome.${c.outcome}` : `consultation.status.${c.status}`} />
        </dd>
        <dt>
          <FormattedMessage id="cases.field.remind_at" />
        </dt>
        <dd>{formatDate(intl, c.remind_at)}</dd>
        <dt>
          <FormattedMessage id="cases.report.accounts_released" />
        </dt>
        <dd>{c.arrests.accounts_released}</dd>
        <dt>
          <FormattedMessage id="cases.column.lawyer" />
        </dt>
        <dd>
          <AssignSelect
            caseId={c.id}
            lawyerId={c.lawyer_id}
            lawyerName={c.lawyer_name}
            lawyers={loaded.lawyers}
            onDone={reload}
          />
        </dd>
      </dl>
      <ClockLine clock={c.clock} />
      {documents?.(c, reload)}
      <h2>
        <FormattedMessage id="cases.timeline.title" />
      </h2>
      <ol className="timeline">
        {c.timeline.map((e) => (
          <li key={e.id}>
            <time>{formatDate(intl, e.at, 'dateTime')}</time> <FormattedMessage id={`cases.timeline.kind.${e.kind}`} />{' '}
            {e.user_name && <span>· {e.user_name}</span>}
            {e.text && <p>{e.text}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The server's response clock (ADR 094), as the lawyer's case page says it. */
function ClockLine({ clock }: { clock: CaseClock }) {
  const line = (id: string, m: number) => (
    <p data-testid={id}>
      <FormattedMessage
        id={id}
        values={{
          duration: (
            <FormattedMessage id="cases.clock.duration" values={{ hours: Math.floor(m / 60), minutes: m % 60 }} />
          ),
        }}
      />
    </p>
  );
  return (
    <div className="case-clock">
      {clock.first_contact_minutes !== null && line('cases.clock.response', clock.first_contact_minutes)}
      {clock.close_minutes !== null && line('cases.clock.close', clock.close_minutes)}
      {clock.waiting_minutes !== null && line('cases.clock.no_contact', clock.waiting_minutes)}
      {clock.sla_overdue && (
        <p className="notice" role="status">
          <FormattedMessage id="cases.clock.overdue" />
        </p>
      )}
    </div>
  );
}
