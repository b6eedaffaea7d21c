/**
 * The one select (ADR 110): label, error, an empty first choice ("Choose…"), and the value it holds
 * always shown. A browser select whose value has no option shows its first one, so a saved record whose
 * options were still loading (the flow's trainer, the KATO tree) or are no longer offered looked blank
 * and said "Choose…". Here the select is controlled, so options that arrive after the value select it,
 * and until they do the value stands as an option of its own ("Loading…", or its name when known).
 */
import type { ReactNode, Ref } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Field } from './field.tsx';

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface SelectFieldProps {
  label: ReactNode;
  /** The error's message id. */
  error?: string | undefined;
  invalid?: boolean | undefined;
  hint?: ReactNode;
  options: readonly SelectOption[];
  value: string | number | null | undefined;
  onChange(value: string): void;
  onBlur?: (() => void) | undefined;
  name?: string | undefined;
  /** The empty choice's text ("All regions"); "Choose…" when not given. */
  placeholder?: string | undefined;
  /** The options are still on their way: a value not among them reads "Loading…", not "not in the list". */
  loading?: boolean | undefined;
  /** What to call the value while it is not among the options (a saved trainer's name), when known. */
  valueLabel?: string | undefined;
  testId?: string | undefined;
  selectRef?: Ref<HTMLSelectElement> | undefined;
}

/** The options to draw: the empty choice, the value itself when it is not offered, then the offered ones. */
export function drawnOptions(
  value: SelectFieldProps['value'],
  options: readonly SelectOption[],
  names: { empty: string; missing: string },
): SelectOption[] {
  const current = value === null || value === undefined ? '' : String(value);
  const offered = current === '' || options.some((o) => String(o.value) === current);
  return [
    { value: '', label: names.empty },
    ...(offered ? [] : [{ value: current, label: names.missing }]),
    ...options,
  ];
}

export function SelectField({ label, error, invalid, hint, options, value, onChange, ...rest }: SelectFieldProps) {
  const intl = useIntl();
  const drawn = drawnOptions(value, options, {
    empty: rest.placeholder ?? intl.formatMessage({ id: 'registration.select' }),
    missing: rest.valueLabel ?? intl.formatMessage({ id: rest.loading ? 'select.loading' : 'select.unlisted' }),
  });
  return (
    <Field label={label} invalid={invalid ?? !!error} error={error} hint={hint}>
      {(p) => (
        <select
          {...p}
          ref={rest.selectRef}
          name={rest.name}
          data-testid={rest.testId}
          value={value === null || value === undefined ? '' : String(value)}
          onChange={(e) => onChange(e.target.value)}
          onBlur={rest.onBlur}
        >
          {drawn.map((o) => (
            <option key={String(o.value)} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

type FormSelectProps<T extends FieldValues, Out> = Omit<
  SelectFieldProps,
  'value' | 'onChange' | 'onBlur' | 'name' | 'selectRef'
> & {
  name: FieldPath<T>;
  /** The form's control; the surrounding FormProvider's when not given. */
  control?: Control<T, unknown, Out> | undefined;
  /** The form's value for a picked option ('' is the empty choice), when it is not the option's text. */
  toValue?: ((picked: string) => unknown) | undefined;
  /** Called after a pick is put in the form. */
  onPicked?: (() => void) | undefined;
};

/** The select bound to a react-hook-form field by name. */
export function FormSelect<T extends FieldValues, Out = T>({
  name,
  control,
  toValue,
  onPicked,
  ...props
}: FormSelectProps<T, Out>) {
  const { field } = useController<T, FieldPath<T>, Out>({ name, ...(control ? { control } : {}) });
  return (
    <SelectField
      {...props}
      name={name}
      value={field.value as SelectFieldProps['value']}
      onChange={(picked) => {
        field.onChange(toValue ? toValue(picked) : picked);
        onPicked?.();
      }}
      onBlur={field.onBlur}
      selectRef={field.ref}
    />
  );
}
