/** Inputs bound to the registration form by name, each with its label and translated error. */
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { optionLabel } from '../../../api/schemas/registration.ts';
import { FieldError } from '../../components/ui/field-error.tsx';
import { Field } from '../../components/ui/field.tsx';
import { OptionSelect, type SelectOption } from '../../components/ui/option-select.tsx';
import type { FieldName, RegistrationValues } from './form-values.ts';

export function useFieldState(name: FieldName) {
  const intl = useIntl();
  const { formState, getFieldState } = useFormContext<RegistrationValues>();
  const { error } = getFieldState(name, formState);
  return { label: intl.formatMessage({ id: `registration.field.${name}` }), invalid: !!error, error: error?.message };
}

interface TextProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: FieldName;
  hint?: ReactNode;
}

export function TextInput({ name, hint, ...rest }: TextProps) {
  const { register } = useFormContext<RegistrationValues>();
  const s = useFieldState(name);
  return (
    <Field label={s.label} invalid={s.invalid} error={s.error} hint={hint}>
      {(p) => <input {...p} {...rest} {...register(name)} />}
    </Field>
  );
}

export function TextArea({ name }: { name: FieldName }) {
  const { register } = useFormContext<RegistrationValues>();
  const s = useFieldState(name);
  return (
    <Field label={s.label} invalid={s.invalid} error={s.error}>
      {(p) => <textarea {...p} rows={3} {...register(name)} />}
    </Field>
  );
}

export function SelectInput({
  name,
  options,
  onPicked,
}: {
  name: FieldName;
  options: SelectOption[];
  onPicked?: () => void;
}) {
  const { register } = useFormContext<RegistrationValues>();
  const s = useFieldState(name);
  return (
    <OptionSelect
      label={s.label}
      invalid={s.invalid}
      error={s.error}
      options={options}
      registration={register(name, onPicked ? { onChange: onPicked } : {})}
    />
  );
}

/** A select over one of the schema's option lists, labelled through the catalog. */
export function ChoiceInput({ name, list, values }: { name: FieldName; list: string; values: readonly string[] }) {
  const intl = useIntl();
  return (
    <SelectInput
      name={name}
      options={values.map((v) => ({ value: v, label: intl.formatMessage({ id: optionLabel(list, v) }) }))}
    />
  );
}

export function YesNoInput({ name }: { name: FieldName }) {
  const intl = useIntl();
  return (
    <SelectInput
      name={name}
      options={[
        { value: 'yes', label: intl.formatMessage({ id: 'registration.yes' }) },
        { value: 'no', label: intl.formatMessage({ id: 'registration.no' }) },
      ]}
    />
  );
}

export function TickInput({ name }: { name: FieldName }) {
  const { register } = useFormContext<RegistrationValues>();
  const s = useFieldState(name);
  return (
    <div className={`tick${s.invalid ? ' field-invalid' : ''}`}>
      <label>
        <input type="checkbox" aria-invalid={s.invalid} {...register(name)} /> {s.label}
      </label>
      <FieldError error={s.error} />
    </div>
  );
}
