import type { ButtonHTMLAttributes } from 'react';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  busy?: boolean;
  variant?: 'primary' | 'secondary' | 'danger';
}

/** A button that shows a spinner and refuses clicks while its request runs. */
export function Button({ busy = false, variant = 'primary', className, children, disabled, ...rest }: Props) {
  return (
    <button
      {...rest}
      className={`btn btn-${variant}${className ? ` ${className}` : ''}`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && <span className="spinner" aria-hidden="true" data-testid="spinner" />}
      {children}
    </button>
  );
}
