/** A modal dialog on the native <dialog>: focus is trapped and Escape closes it, as the platform does. */
import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export function Modal({
  title,
  children,
  onClose,
  testId = 'modal',
}: {
  title: ReactNode;
  children: ReactNode;
  onClose: () => void;
  testId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog ref={ref} className="modal" aria-labelledby="modal-title" onClose={onClose} data-testid={testId}>
      <h2 id="modal-title">{title}</h2>
      {children}
      <form method="dialog">
        <button type="submit" className="btn" autoFocus>
          <FormattedMessage id="common.close" />
        </button>
      </form>
    </dialog>
  );
}
