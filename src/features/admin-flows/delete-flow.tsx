/**
 * "Delete flow": the server deletes a flow nobody has attendance in (its participants go back to the
 * waiting list) and archives one that has (ADR 058); the question says which may happen.
 */
import { useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from 'react-toastify/unstyled';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { api } from '../../lib/api.ts';
import type { Answer, client } from '../../lib/api-client.ts';
import type { Flow } from './load-flows.ts';

type Deleted = Answer<(typeof client.api.flows)[':id{[0-9]+}']['$delete']>;

export function DeleteFlow({ flow }: { flow: Flow }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale } = useParams({ strict: false });
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      const { data } = await api<Deleted>(`/flows/${flow.id}`, { method: 'DELETE' });
      toast.success(intl.formatMessage({ id: `flows.delete.done.${data.outcome}` }));
      await navigate({ to: '/{-$locale}/admin/flows', params: { locale } });
    } catch {
      toast.error(intl.formatMessage({ id: 'common.errors' }));
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <>
      <Button variant="danger" busy={busy} onClick={() => setAsking(true)} data-testid="flow-delete">
        <FormattedMessage id="flows.delete" />
      </Button>
      <ConfirmDialog
        open={asking}
        danger
        title={<FormattedMessage id="flows.delete.confirm" />}
        confirmLabel={<FormattedMessage id="flows.delete" />}
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirm()}
      >
        <p>
          <FormattedMessage id="flows.delete.explain" />
        </p>
      </ConfirmDialog>
    </>
  );
}
