/**
 * A button whose action asks first (a delete, a hand-over): the question in a dialog, with any choice the
 * action needs inside it; the button busy while it runs, and why it failed, in the server's words, under it.
 */
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { failureText } from '../ui/field-error.tsx';

interface Props {
  label: ReactNode;
  question: ReactNode;
  /** The dialog's button; the action's own label when not given. */
  confirmLabel?: ReactNode;
  danger?: boolean;
  /** Runs once confirmed; after success it usually leaves the page, so the button stays busy. */
  action: () => Promise<unknown>;
  testId?: string;
  /** What the dialog asks besides yes or no (a case's type). */
  children?: ReactNode;
}

export function ConfirmedAction({ label, question, confirmLabel, danger, action, testId, children }: Props) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setAsking(false);
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(failureText(intl, e));
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant={danger ? 'danger' : 'secondary'}
        busy={busy}
        onClick={() => setAsking(true)}
        {...(testId ? { 'data-testid': testId } : {})}
      >
        {label}
      </Button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        danger={danger}
        title={question}
        confirmLabel={confirmLabel ?? label}
        onConfirm={() => void run()}
        onCancel={() => setAsking(false)}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}
