/** Form controls bound to the contest form by name, with their per-field errors. */
import { get, useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FieldError } from '../../components/ui/field-error.tsx';
import { DateField } from '../../components/ui/date-input.tsx';
import { Field } from '../../components/ui/field.tsx';
import { PhoneField } from '../../components/ui/phone-input.tsx';
import { FormSelect } from '../../components/ui/select-field.tsx';

/** The message id of a field's error (nested names too: `confirmations.tax_revenue_2023`). */
export function useFieldError(name: string): string | undefined {
  const {
    formState: { errors },
  } = useFormContext();
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

interface InputProps {
  name: string;
  label: string;
  type?: 'text' | 'number' | 'password' | 'url';
  hint?: string;
  multiline?: boolean;
}

/** A phone, typed through the +7 mask; the form holds its digits. */
export function PhoneInput({ name, label, hint }: Pick<InputProps, 'name' | 'label' | 'hint'>) {
  const intl = useIntl();
  const error = useFieldError(name);
  return (
    <PhoneField
      name={name}
      label={intl.formatMessage({ id: label })}
      error={error}
      hint={hint && intl.formatMessage({ id: hint })}
    />
  );
}

/** A date, typed as dd.mm.yyyy or picked from the calendar; the form holds the ISO day. */
export function DateInput({ name, label, hint }: Pick<InputProps, 'name' | 'label' | 'hint'>) {
  const intl = useIntl();
  const error = useFieldError(name);
  return (
    <DateField
      name={name}
      label={intl.formatMessage({ id: label })}
      error={error}
      hint={hint && intl.formatMessage({ id: hint })}
    />
  );
}

export function TextInput({ name, label, type = 'text', hint, multiline }: InputProps) {
  const intl = useIntl();
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <Field label={intl.formatMessage({ id: label })} error={error} hint={hint && intl.formatMessage({ id: hint })}>
      {(p) =>
        multiline ? (
          <textarea {...p} {...register(name)} rows={3} />
        ) : (
          <input
            {...p}
            {...register(name)}
            type={type}
            {...(type === 'number' ? { inputMode: 'decimal', min: 0, step: 'any' } : {})}
            {...(type === 'password' ? { autoComplete: 'new-password' } : {})}
          />
        )
      }
    </Field>
  );
}

interface SelectProps {
  name: string;
  label: string;
  options: readonly string[];
  /** Message id prefix of the option labels, e.g. "contest.unit". */
  prefix: string;
}

export function SelectInput({ name, label, options, prefix }: SelectProps) {
  const intl = useIntl();
  const error = useFieldError(name);
  return (
    <FormSelect
      name={name}
      label={intl.formatMessage({ id: label })}
      error={error}
      placeholder={intl.formatMessage({ id: 'contest.choose' })}
      options={options.map((o) => ({ value: o, label: intl.formatMessage({ id: `${prefix}.${o}` }) }))}
    />
  );
}

/** A number with its unit beside it (volume in kg, land in sotka, …). */
export function AmountInput({
  name,
  unit,
  label,
  units,
}: {
  name: string;
  unit: string;
  label: string;
  units: readonly string[];
}) {
  return (
    <div className="contest-amount">
      <TextInput name={name} label={label} type="number" />
      <SelectInput name={unit} label="contest.field.unit" options={units} prefix="contest.unit" />
    </div>
  );
}

export function Checkboxes({ name, label, options, prefix }: SelectProps) {
  const intl = useIntl();
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <fieldset className={`field${error ? ' field-invalid' : ''}`}>
      <legend>{intl.formatMessage({ id: label })}</legend>
      {options.map((o) => (
        <label key={o} className="check">
          <input type="checkbox" value={o} {...register(name)} /> {intl.formatMessage({ id: `${prefix}.${o}` })}
        </label>
      ))}
      <FieldError error={error} />
    </fieldset>
  );
}
