import { useId, type ReactNode } from 'react';

interface Props {
  label: ReactNode;
  /** Marks the field as in error; a message is optional (the login screen shows none). */
  invalid?: boolean;
  error?: ReactNode;
  hint?: ReactNode;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** Label, control and its per-field error, wired for screen readers. */
export function Field({ label, invalid = false, error, hint, children }: Props) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className={`field${invalid ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': invalid, ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
