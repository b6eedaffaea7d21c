import type { FieldValues, UseFormRegister } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Field } from '../../components/ui/field.tsx';

export interface FieldDef {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'textarea' | 'select';
  options?: { value: string; label: string }[];
  hint?: string;
  autoComplete?: string;
}

/** One labelled control of a request form with its translated error. */
export function RequestField({
  def,
  register,
  error,
}: {
  def: FieldDef;
  register: UseFormRegister<FieldValues>;
  error: string | undefined;
}) {
  const intl = useIntl();
  return (
    <Field
      label={intl.formatMessage({ id: def.label })}
      invalid={Boolean(error)}
      error={error}
      hint={def.hint && intl.formatMessage({ id: def.hint })}
    >
      {(p) =>
        def.type === 'textarea' ? (
          <textarea {...p} {...register(def.name)} rows={4} />
        ) : def.type === 'select' ? (
          <select {...p} {...register(def.name)} defaultValue="">
            <option value="" disabled>
              {intl.formatMessage({ id: 'request.field.consultation_type.choose' })}
            </option>
            {def.options?.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...p}
            {...register(def.name)}
            type={def.type}
            autoComplete={def.autoComplete}
            {...(def.type === 'tel' ? { inputMode: 'tel' as const } : {})}
          />
        )
      }
    </Field>
  );
}
