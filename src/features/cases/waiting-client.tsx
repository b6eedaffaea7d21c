/**
 * "Waiting for the client" on the lawyer's tablet: pauses the response clock until the client answers
 * (ADR 094). Each press is one `cases.update` of `waiting_client`, sent once through the outbox.
 */
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/ui/button.tsx';
import { db } from '../../sync/db.ts';
import { submit } from '../../sync/outbox.ts';
import { WAITING_CLIENT_KIND, type LocalCase } from './local-cases.ts';

export function WaitingClient({ c }: { c: LocalCase }) {
  const sent = c.pending.filter((d) => d.kind === WAITING_CLIENT_KIND).at(-1);
  const waiting = sent ? (sent.data as { value: boolean }).value : c.clock.waiting_client;
  if (c.status === 3) return null;
  const toggle = async () => {
    const id = crypto.randomUUID();
    const args = { case_uuid: c.uuid, event_uuid: id, field: 'waiting_client' as const, value: !waiting };
    await submit(db, { id, kind: WAITING_CLIENT_KIND, data: args, step: 0, name: 'cases.update', args });
  };
  return (
    <Button variant="secondary" onClick={() => void toggle()} data-testid="case-waiting-client">
      <FormattedMessage id={waiting ? 'cases.waiting_client.stop' : 'cases.waiting_client.start'} />
    </Button>
  );
}
