/** The thank-you modal after an application: experts call on Saturdays and Sundays, 09:00 to 18:00. */
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';

export function ThanksModal({ onClose }: { onClose(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);
  return (
    <dialog ref={ref} className="modal" aria-labelledby="thanks-title" onClose={onClose} data-testid="thanks-modal">
      <h2 id="thanks-title">
        <FormattedMessage id="registration.thanks.title" />
      </h2>
      <p>
        <FormattedMessage id="registration.thanks.body" />
      </p>
      <form method="dialog">
        <button type="submit" className="btn btn-primary" autoFocus>
          <FormattedMessage id="registration.thanks.close" />
        </button>
      </form>
    </dialog>
  );
}
