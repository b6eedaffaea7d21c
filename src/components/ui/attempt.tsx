/**
 * A button's request to the server, as the admin pages make it: busy while it runs (the button says so and
 * is not pressed twice), and a failure put into words (failureText) where the person pressed, not a toast.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { failureText } from './field-error.tsx';

export function useAttempt() {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  /** Runs `act`; true when it went through, false when it failed (then `failed` says why). */
  const attempt = async (act: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setFailed(null);
    try {
      await act();
      return true;
    } catch (e) {
      setFailed(failureText(intl, e));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, failed, attempt };
}

/** A failure already in words (an attempt's, a load's), announced where it happened. */
export function FailureNote({ text, testId }: { text: string | null | undefined; testId?: string }) {
  return text ? (
    <p className="field-error" role="alert" data-testid={testId}>
      {text}
    </p>
  ) : null;
}

/** A form whose submit runs `onSubmit` in the page instead of a navigation. */
export function ActionForm({
  onSubmit,
  className,
  role,
  children,
}: {
  onSubmit: () => unknown;
  className?: string;
  /** "search" for a list's filters. */
  role?: string;
  children: ReactNode;
}) {
  return (
    <form
      className={className}
      role={role}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}
