import type { Control, FieldValues, UseFormRegister } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Field } from '../../components/ui/field.tsx';
import { PhoneField } from '../../components/ui/phone-input.tsx';
import { FormSelect } from '../../components/ui/select-field.tsx';

export interface FieldDef {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'textarea' | 'select';
  options?: { value: string; label: string }[];
  hint?: string;
  autoComplete?: string;
}

/** One labelled control of a request form with its translated error; phones and selects are the shared ones. */
export function RequestField({
  def,
  register,
  control,
  error,
}: {
  def: FieldDef;
  register: UseFormRegister<FieldValues>;
  control: Control<FieldValues>;
  error: string | undefined;
}) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: def.label });
  const hint = def.hint && intl.formatMessage({ id: def.hint });
  if (def.type === 'tel')
    return <PhoneField control={control} name={def.name} label={label} error={error} hint={hint} />;
  if (def.type === 'select')
    return (
      <FormSelect
        control={control}
        name={def.name}
        label={label}
        error={error}
        hint={hint}
        placeholder={intl.formatMessage({ id: 'request.field.consultation_type.choose' })}
        options={def.options ?? []}
      />
    );
  return (
    <Field label={label} invalid={Boolean(error)} error={error} hint={hint}>
      {(p) =>
        def.type === 'textarea' ? (
          <textarea {...p} {...register(def.name)} rows={4} />
        ) : (
          <input {...p} {...register(def.name)} type={def.type} autoComplete={def.autoComplete} />
        )
      }
    </Field>
  );
}
