/**
 * An archived flow says so; an admin may bring it back (ADR 092): the server audits the move and sends
 * the flow back to its trainer's tablet. Operators see the notice only (the server refuses them too).
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from 'react-toastify/unstyled';
import { ROLES } from '../../../contract/roles.ts';
import { Button } from '../../components/ui/button.tsx';
import { api, ApiError } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';
import type { Flow } from './load-flows.ts';

export function UnarchiveFlow({ flow, onDone }: { flow: Flow; onDone: () => void }) {
  const intl = useIntl();
  const isAdmin = useSession()?.user.role_id === ROLES.admin;
  const [busy, setBusy] = useState(false);
  const unarchive = async () => {
    setBusy(true);
    try {
      await api(`/flows/${flow.id}/unarchive`, { method: 'POST' });
      toast.success(intl.formatMessage({ id: 'flows.unarchive.done' }));
      onDone();
    } catch (e) {
      const known = e instanceof ApiError && e.code === 'flows.errors.not_archived';
      toast.error(intl.formatMessage({ id: known ? 'flows.errors.not_archived' : 'common.errors' }));
      if (known) onDone();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="notice" data-testid="flow-archived">
      <p>
        <FormattedMessage id="flows.archived" />
      </p>
      {isAdmin && (
        <Button variant="secondary" busy={busy} onClick={() => void unarchive()} data-testid="flow-unarchive">
          <FormattedMessage id="flows.unarchive" />
        </Button>
      )}
    </div>
  );
}
