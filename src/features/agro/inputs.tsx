/** Inputs bound to the agro form by name, each with its label (`agro.field.<name>`) and translated error. */
import type { InputHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { agroLabel } from '../../../api/schemas/agro.ts';
import { FieldError } from '../../components/ui/field-error.tsx';
import { Field } from '../../components/ui/field.tsx';
import { OptionSelect } from '../../components/ui/option-select.tsx';
import type { AgroField, AgroValues } from './form-values.ts';

export function useFieldState(name: AgroField) {
  const intl = useIntl();
  const { formState, getFieldState } = useFormContext<AgroValues>();
  const { error } = getFieldState(name, formState);
  return { label: intl.formatMessage({ id: `agro.field.${name}` }), invalid: !!error, error: error?.message };
}

export function TextInput({
  name,
  ...rest
}: { name: AgroField } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  const { register } = useFormContext<AgroValues>();
  const s = useFieldState(name);
  return (
    <Field label={s.label} invalid={s.invalid} error={s.error}>
      {(p) => <input {...p} {...rest} {...register(name)} />}
    </Field>
  );
}

export function TextArea({ name }: { name: AgroField }) {
  const { register } = useFormContext<AgroValues>();
  const s = useFieldState(name);
  return (
    <Field label={s.label} invalid={s.invalid} error={s.error}>
      {(p) => <textarea {...p} rows={3} {...register(name)} />}
    </Field>
  );
}

/** A select over one of the schema's lists; `list` names its labels (`agro.<list>.<value>`, or registration's). */
export function ChoiceInput({
  name,
  values,
  label,
}: {
  name: AgroField;
  values: readonly string[];
  label(v: string): string;
}) {
  const intl = useIntl();
  const { register } = useFormContext<AgroValues>();
  const s = useFieldState(name);
  return (
    <OptionSelect
      label={s.label}
      invalid={s.invalid}
      error={s.error}
      options={values.map((v) => ({ value: v, label: intl.formatMessage({ id: label(v) }) }))}
      registration={register(name)}
    />
  );
}

export const YesNoInput = ({ name }: { name: AgroField }) => (
  <ChoiceInput name={name} values={['yes', 'no']} label={(v) => `agro.answer.${v}`} />
);

/** Several ticks under one name: the field's value is the list of ticked values. */
export function TickGroup({ name, list, values }: { name: AgroField; list: string; values: readonly string[] }) {
  const intl = useIntl();
  const { register } = useFormContext<AgroValues>();
  const s = useFieldState(name);
  return (
    <fieldset className={`tick-group${s.invalid ? ' field-invalid' : ''}`} data-testid={`ticks-${name}`}>
      <legend>{s.label}</legend>
      {values.map((v) => (
        <label key={v} className="tick">
          <input type="checkbox" value={v} aria-invalid={s.invalid} {...register(name)} />{' '}
          {intl.formatMessage({ id: agroLabel(list, v) })}
        </label>
      ))}
      <FieldError error={s.error} />
    </fieldset>
  );
}

export function TickInput({ name }: { name: AgroField }) {
  const { register } = useFormContext<AgroValues>();
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
