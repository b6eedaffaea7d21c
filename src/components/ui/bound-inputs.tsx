/**
 * Inputs bound by name to the surrounding react-hook-form form, each with its label (`<prefix><name>` in
 * the catalog) and its translated error. A form's feature makes its set once, typed by its field names:
 * `export const { TextInput, … } = boundInputs<FieldName>('registration.field.')`.
 */
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FieldError } from './field-error.tsx';
import { DateField } from './date-input.tsx';
import { Field } from './field.tsx';
import { PhoneField } from './phone-input.tsx';
import { FormSelect, type SelectOption } from './select-field.tsx';

interface TextProps<N extends string> extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: N;
  hint?: ReactNode;
}

export function boundInputs<N extends string>(labelPrefix: string) {
  const useBound = () => useFormContext<FieldValues>();

  function useFieldState(name: N) {
    const intl = useIntl();
    const { formState, getFieldState } = useBound();
    const { error } = getFieldState(name, formState);
    return { label: intl.formatMessage({ id: `${labelPrefix}${name}` }), invalid: !!error, error: error?.message };
  }

  function TextInput({ name, hint, ...rest }: TextProps<N>) {
    const { register } = useBound();
    const s = useFieldState(name);
    return (
      <Field label={s.label} invalid={s.invalid} error={s.error} hint={hint}>
        {(p) => <input {...p} {...rest} {...register(name)} />}
      </Field>
    );
  }

  function TextArea({ name }: { name: N }) {
    const { register } = useBound();
    const s = useFieldState(name);
    return (
      <Field label={s.label} invalid={s.invalid} error={s.error}>
        {(p) => <textarea {...p} rows={3} {...register(name)} />}
      </Field>
    );
  }

  function SelectInput({ name, options, onPicked }: { name: N; options: SelectOption[]; onPicked?: () => void }) {
    const s = useFieldState(name);
    return (
      <FormSelect<FieldValues>
        name={name}
        label={s.label}
        invalid={s.invalid}
        error={s.error}
        options={options}
        onPicked={onPicked}
      />
    );
  }

  /** A phone typed through the +7 mask; the form holds the digits. */
  function PhoneInput({ name, hint }: { name: N; hint?: string }) {
    const s = useFieldState(name);
    return <PhoneField<FieldValues> name={name} label={s.label} error={s.error} hint={hint} />;
  }

  /** A date typed as dd.mm.yyyy or picked from a Monday-first calendar; the form holds the ISO day. */
  function DateInput({ name, hint }: { name: N; hint?: ReactNode }) {
    const s = useFieldState(name);
    return <DateField<FieldValues> name={name} label={s.label} error={s.error} hint={hint} />;
  }

  function TickInput({ name }: { name: N }) {
    const { register } = useBound();
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

  return { useFieldState, TextInput, TextArea, SelectInput, PhoneInput, DateInput, TickInput };
}
