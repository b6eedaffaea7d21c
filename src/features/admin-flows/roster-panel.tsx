/** A flow's participants and the district's waiting list: attach, detach, or fill up to capacity. */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/ui/button.tsx';
import { toast } from 'react-toastify/unstyled';
import { failureText } from '../../components/ui/field-error.tsx';
import { ApiError } from '../../lib/api.ts';
import { client } from '../../lib/api-client.ts';
import type { FlowDetail } from './load-flows.ts';

interface Props {
  flowId: number;
  roster: FlowDetail['roster'];
  waiting: FlowDetail['waiting'];
  onChange: () => void;
}

export function RosterPanel({ flowId, roster, waiting, onChange }: Props) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);

  const act = async (path: 'attach' | 'detach' | 'fill', ids: number[] = []) => {
    setBusy(true);
    try {
      const flow = client.api.flows[':id{[0-9]+}'];
      const param = { id: String(flowId) };
      await (path === 'fill'
        ? flow.fill.$post({ param })
        : flow[path].$post({ param, json: { application_ids: ids } }));
      onChange();
    } catch (e) {
      if (e instanceof ApiError) toast.error(failureText(intl, e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="roster" data-testid="roster">
      <h2>
        <FormattedMessage id="flows.roster.title" values={{ count: roster.length }} />
      </h2>
      <ul>
        {roster.map((p) => (
          <li key={p.application_id} data-testid="roster-row">
            {p.name} · {p.phone} · {p.status && <FormattedMessage id={`flows.status.${p.status}`} />}{' '}
            <Button variant="secondary" disabled={busy} onClick={() => void act('detach', [p.application_id])}>
              <FormattedMessage id="flows.roster.detach" />
            </Button>
          </li>
        ))}
      </ul>
      <h2>
        <FormattedMessage id="flows.waiting.title" values={{ count: waiting.length }} />
      </h2>
      <Button disabled={busy || waiting.length === 0} onClick={() => void act('fill')} data-testid="fill">
        <FormattedMessage id="flows.waiting.fill" />
      </Button>
      <ul>
        {waiting.map((p) => (
          <li key={p.application_id} data-testid="waiting-row">
            {p.name} · {p.phone}{' '}
            <Button variant="secondary" disabled={busy} onClick={() => void act('attach', [p.application_id])}>
              <FormattedMessage id="flows.roster.attach" />
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
