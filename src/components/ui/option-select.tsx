/** A labelled select over a fixed option list, "Choose…" first: the registration and profile forms share it. */
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Field } from './field.tsx';

export interface SelectOption {
  value: string | number;
  label: string;
}

interface Props {
  label: ReactNode;
  /** The error's message id. */
  error: string | undefined;
  invalid?: boolean;
  options: SelectOption[];
  /** What react-hook-form's `register(name)` returned. */
  registration: UseFormRegisterReturn;
}

export function OptionSelect({ label, error, invalid, options, registration }: Props) {
  const intl = useIntl();
  return (
    <Field label={label} invalid={invalid ?? !!error} error={error}>
      {(p) => (
        <select {...p} {...registration}>
          <option value="">{intl.formatMessage({ id: 'registration.select' })}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
