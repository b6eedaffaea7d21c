/** Inputs bound to the agro form by name, each with its label (`agro.field.<name>`) and translated error. */
import { useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { agroLabel } from '../../../contract/agro.ts';
import { boundInputs } from '../../components/ui/bound-inputs.tsx';
import { FieldError } from '../../components/ui/field-error.tsx';
import type { AgroField, AgroValues } from './form-values.ts';

export const { useFieldState, TextInput, TextArea, SelectInput, PhoneInput, DateInput, TickInput } =
  boundInputs<AgroField>('agro.field.');

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
  return (
    <SelectInput name={name} options={values.map((v) => ({ value: v, label: intl.formatMessage({ id: label(v) }) }))} />
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
