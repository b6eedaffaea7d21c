/**
 * The one select (ADR 110, 124): the only place the app draws a `<select>` (tests/lint/raw-controls.test.ts).
 * A browser select whose value has no option shows its first one, so a saved record whose options were
 * still loading (the flow's trainer, the KATO tree) or are no longer offered looked blank and said
 * "Choose…". Here the select is controlled, so options that arrive after the value select it, and until
 * they do the value stands as an option of its own ("Loading…", or its name when known).
 *
 * `Select` is the bare control, for a table cell, a toolbar or a question whose label is elsewhere
 * (`aria-label`, `aria-labelledby`); `SelectField` adds the label, hint and error; `FormSelect` binds
 * either to a react-hook-form field by name.
 */
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Field } from './field.tsx';

export interface SelectOption {
  value: string | number;
  label: string;
}

type Value = string | number | null | undefined;

export interface SelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange' | 'children' | 'placeholder'
> {
  options: readonly SelectOption[];
  value: Value;
  onChange(value: string): void;
  /**
   * The empty choice's text ("All regions"); "Choose…" when not given. `false`: no empty choice, for a
   * select that always holds one of its options (a report's grouping, a sort order).
   */
  placeholder?: string | false | undefined;
  /** The options are still on their way: a value not among them reads "Loading…", not "not in the list". */
  loading?: boolean | undefined;
  /** What to call the value while it is not among the options (a saved trainer's name), when known. */
  valueLabel?: string | undefined;
  testId?: string | undefined;
  selectRef?: Ref<HTMLSelectElement> | undefined;
}

/** The options to draw: the empty choice (unless there is none), the value itself when it is not offered, then the offered ones. */
export function drawnOptions(
  value: Value,
  options: readonly SelectOption[],
  names: { empty: string | false; missing: string },
): SelectOption[] {
  const current = value === null || value === undefined ? '' : String(value);
  const offered = current === '' || options.some((o) => String(o.value) === current);
  return [
    ...(names.empty === false ? [] : [{ value: '', label: names.empty }]),
    ...(offered ? [] : [{ value: current, label: names.missing }]),
    ...options,
  ];
}

/** The bare select; give it a name through `aria-label`, `aria-labelledby` or a `<label htmlFor>`. */
export function Select({
  options,
  value,
  onChange,
  placeholder,
  loading,
  valueLabel,
  testId,
  selectRef,
  ...attrs
}: SelectProps) {
  const intl = useIntl();
  const drawn = drawnOptions(value, options, {
    empty: placeholder ?? intl.formatMessage({ id: 'registration.select' }),
    missing: valueLabel ?? intl.formatMessage({ id: loading ? 'select.loading' : 'select.unlisted' }),
  });
  return (
    <select
      {...attrs}
      ref={selectRef}
      {...(testId ? { 'data-testid': testId } : {})}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(e) => onChange(e.target.value)}
    >
      {drawn.map((o) => (
        <option key={String(o.value)} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

export interface SelectFieldProps extends Omit<SelectProps, 'id'> {
  label: ReactNode;
  /** The error's message id. */
  error?: string | undefined;
  invalid?: boolean | undefined;
  hint?: ReactNode;
}

export function SelectField({ label, error, invalid, hint, ...select }: SelectFieldProps) {
  return (
    <Field label={label} invalid={invalid ?? !!error} error={error} hint={hint}>
      {(p) => <Select {...select} {...p} />}
    </Field>
  );
}

type FormSelectProps<T extends FieldValues, Out> = Omit<
  SelectFieldProps,
  'value' | 'onChange' | 'onBlur' | 'name' | 'selectRef' | 'label'
> & {
  name: FieldPath<T>;
  /** The visible label; without it the bare select, named by the caller's `aria-labelledby` or `aria-label`. */
  label?: ReactNode;
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
  label,
  error,
  invalid,
  hint,
  ...props
}: FormSelectProps<T, Out>) {
  const { field } = useController<T, FieldPath<T>, Out>({ name, ...(control ? { control } : {}) });
  const bound = {
    ...props,
    name,
    value: field.value as Value,
    onChange: (picked: string) => {
      field.onChange(toValue ? toValue(picked) : picked);
      onPicked?.();
    },
    onBlur: field.onBlur,
    selectRef: field.ref,
  };
  if (label === undefined)
    return <Select {...bound} {...(invalid !== undefined || error ? { 'aria-invalid': invalid ?? !!error } : {})} />;
  return <SelectField {...bound} label={label} error={error} invalid={invalid} hint={hint} />;
}
