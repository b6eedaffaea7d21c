/**
 * A labelled control bound by name to a react-hook-form field: the wiring the masked inputs share (the
 * phone's +7 mask, the date's dd.mm.yyyy), each of which shows one thing and hands the form another.
 */
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Field } from './field.tsx';

export interface BoundFieldProps<T extends FieldValues, Out> {
  name: FieldPath<T>;
  label: string;
  /** The error's message id. */
  error?: string | undefined;
  hint?: ReactNode;
  /** The form's control; the surrounding FormProvider's when not given. */
  control?: Control<T, unknown, Out> | undefined;
}

/** An input's own attributes; what it shows and hands the form is the masked input's business. */
export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'ref'>;

/** What the control gets: the label's wiring and the form field's value, handlers and ref. */
export interface BoundControl {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  name: string;
  value: string | null | undefined;
  onChange(value: string): void;
  onBlur(): void;
  inputRef(el: HTMLInputElement | null): void;
}

export function BoundField<T extends FieldValues, Out = T>({
  name,
  label,
  error,
  hint,
  control,
  children,
}: BoundFieldProps<T, Out> & { children(bound: BoundControl): ReactNode }) {
  const { field } = useController<T, FieldPath<T>, Out>({ name, ...(control ? { control } : {}) });
  return (
    <Field label={label} error={error} hint={hint}>
      {(p) =>
        children({
          ...p,
          name,
          value: field.value as string | null | undefined,
          onChange: field.onChange,
          onBlur: field.onBlur,
          inputRef: field.ref,
        })
      }
    </Field>
  );
}

/**
 * The labelled, form-bound field of a masked input: `render` draws the input with the field's own
 * attributes and the form's wiring (PhoneField, DateField).
 */
export function boundInput(render: (input: InputProps & BoundControl) => ReactNode) {
  return function BoundInput<T extends FieldValues, Out = T>({
    name,
    label,
    error,
    hint,
    control,
    ...rest
  }: Omit<InputProps, 'name'> & BoundFieldProps<T, Out>) {
    return (
      <BoundField name={name} label={label} error={error} hint={hint} control={control}>
        {(bound) => render({ ...rest, ...bound })}
      </BoundField>
    );
  };
}
