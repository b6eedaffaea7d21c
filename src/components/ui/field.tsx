import { useId, type ReactNode } from 'react';
import { FieldError } from './field-error.tsx';

interface Props {
  label: ReactNode;
  /** Marks the field as in error without a message (the login screen shows none). */
  invalid?: boolean;
  /** The error's catalog message id, translated by FieldError; the field is then marked invalid too. */
  error?: string | undefined;
  hint?: ReactNode;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** Label, control and its per-field error, wired for screen readers. */
export function Field({ label, invalid, error, hint, children }: Props) {
  const id = useId();
  const bad = invalid ?? Boolean(error);
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className={`field${bad ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': bad, ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <FieldError error={error} id={`${id}-error`} />
    </div>
  );
}
