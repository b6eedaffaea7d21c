/** A flow's participants and the district's waiting list: attach, detach, or fill up to capacity. */
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/ui/button.tsx';
import { toast } from 'react-toastify/unstyled';
import { failureText } from '../../components/ui/field-error.tsx';
import { api, ApiError } from '../../lib/api.ts';
import type { Participant } from './flow-types.ts';

export function RosterPanel({ flowId, onChange }: { flowId: number; onChange: () => void }) {
  const intl = useIntl();
  const [roster, setRoster] = useState<Participant[]>([]);
  const [waiting, setWaiting] = useState<Participant[]>([]);
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => {
    void api<{ data: Participant[] }>(`/flows/${flowId}/roster`).then((r) => setRoster(r.data));
    void api<{ data: Participant[] }>(`/flows/${flowId}/waiting`).then((r) => setWaiting(r.data));
  }, [flowId]);
  useEffect(load, [load]);

  const act = async (path: string, ids?: number[]) => {
    setBusy(true);
    try {
      await api(`/flows/${flowId}/${path}`, { body: ids ? { application_ids: ids } : {} });
      load();
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
