import { FormattedMessage } from 'react-intl';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';

/** The seed's confirmation: send the application for nomination X? It cannot be edited afterwards. */
export function ConfirmSend({
  open,
  nomination,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  nomination: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={<FormattedMessage id="contest.confirm.title" values={{ nomination }} />}
      confirmLabel={<FormattedMessage id="contest.confirm.send" />}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        <FormattedMessage id="contest.confirm.body" />
      </p>
    </ConfirmDialog>
  );
}
