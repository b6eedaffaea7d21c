/** Inputs bound to the registration form by name, each with its label and translated error. */
import { useIntl } from 'react-intl';
import { optionLabel } from '../../../contract/registration.ts';
import { boundInputs } from '../../components/ui/bound-inputs.tsx';
import type { FieldName } from './form-values.ts';

export const { useFieldState, TextInput, TextArea, SelectInput, PhoneInput, DateInput, TickInput } =
  boundInputs<FieldName>('registration.field.');

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
