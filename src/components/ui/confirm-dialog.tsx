import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface Props {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: ReactNode;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal question (native <dialog>: focus trap and Escape for free). */
export function ConfirmDialog({ open, title, children, confirmLabel, danger, onConfirm, onCancel }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog ref={ref} className="dialog" onCancel={onCancel} data-testid="confirm-dialog">
      <h2>{title}</h2>
      {children}
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          <FormattedMessage id="common.cancel" />
        </button>
        <button type="button" className={`btn ${danger ? 'btn-danger' : ''}`} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
