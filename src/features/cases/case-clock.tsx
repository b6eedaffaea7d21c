/**
 * The case's response clock as the server computed it (ADR 094): "response time: 3 h 20 min in working
 * hours", the time to close, or how long the person has waited for a first contact and whether the SLA
 * has run out; and while the case waits for the client, that the clock is paused.
 */
import { FormattedMessage } from 'react-intl';
import type { CaseClock } from '../../../contract/consultations.ts';
import { isResponseOverdue } from './day.ts';
import type { LocalCase } from './local-cases.ts';

const Duration = ({ minutes }: { minutes: number }) => (
  <FormattedMessage id="cases.clock.duration" values={{ hours: Math.floor(minutes / 60), minutes: minutes % 60 }} />
);

export function CaseClockFacts({
  c,
}: {
  c: Pick<LocalCase, 'status' | 'remind_at' | 'type' | 'outcome' | 'region_id'> & { clock: CaseClock };
}) {
  const k = c.clock;
  const line = (id: string, minutes: number) => (
    <p data-testid={id}>
      <FormattedMessage id={id} values={{ duration: <Duration minutes={minutes} /> }} />
    </p>
  );
  return (
    <div className="case-clock" data-testid="case-clock">
      {k.first_contact_minutes !== null && line('cases.clock.response', k.first_contact_minutes)}
      {k.close_minutes !== null && line('cases.clock.close', k.close_minutes)}
      {k.waiting_minutes !== null && line('cases.clock.no_contact', k.waiting_minutes)}
      {isResponseOverdue(c) && (
        <p className="notice" role="status">
          <FormattedMessage id="cases.clock.overdue" />
        </p>
      )}
      {k.waiting_client && (
        <p className="notice" role="status">
          <FormattedMessage id="cases.clock.paused" />
        </p>
      )}
    </div>
  );
}
