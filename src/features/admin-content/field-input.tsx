import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { isMediaField, type FieldDef } from '../../../api/schemas/content-types.ts';
import { LOCALES, type Locale } from '../../../api/schemas/locale.ts';
import { Field } from '../../components/ui/field.tsx';
import { MediaUpload } from '../../components/ui/media-upload.tsx';
import { RichField } from './rich-field.tsx';

type Values = Record<string, unknown>;

/** One described field: text per language (only the active tab shown, all kept), or a single input. */
export function FieldInput({
  def,
  tab,
  register,
  control,
  errors,
}: {
  def: FieldDef;
  tab: Locale;
  register: UseFormRegister<Values>;
  control: Control<Values>;
  errors: FieldErrors<Values>;
}) {
  const intl = useIntl();
  const label = (
    <>
      <FormattedMessage id={`content.field.${def.name}`} />
      {def.required && ' *'}
    </>
  );
  /** The message id of the field's error (the schema's or the server's). */
  const error = errors[def.name]?.message as string | undefined;

  if (def.kind === 'localized' || def.kind === 'rich') {
    const multiline = def.kind === 'rich' || def.long;
    return (
      <>
        {LOCALES.map((l) => (
          <div key={l} hidden={l !== tab}>
            <Field
              label={label}
              invalid={!!error}
              error={error}
              hint={def.kind === 'rich' ? intl.formatMessage({ id: 'content.rich.hint' }) : undefined}
            >
              {(p) =>
                def.kind === 'rich' ? (
                  <RichField
                    name={`${def.name}.${l}`}
                    control={control}
                    lang={l}
                    label={`${intl.formatMessage({ id: `content.field.${def.name}` })} (${l})`}
                    input={p}
                  />
                ) : multiline ? (
                  <textarea {...p} {...register(`${def.name}.${l}`)} lang={l} rows={3} />
                ) : (
                  <input {...p} {...register(`${def.name}.${l}`)} lang={l} />
                )
              }
            </Field>
          </div>
        ))}
      </>
    );
  }
  if (isMediaField(def))
    return (
      <Field label={label} invalid={!!error} error={error}>
        {(p) => (
          <Controller
            name={def.name}
            control={control}
            render={({ field }) => (
              <MediaUpload
                id={p.id}
                kind={def.kind as 'image' | 'file' | 'video'}
                value={(field.value as string | null) ?? null}
                onChange={field.onChange}
                invalid={!!error}
              />
            )}
          />
        )}
      </Field>
    );
  return (
    <Field label={label} invalid={!!error} error={error}>
      {(p) =>
        def.kind === 'enum' ? (
          <select {...p} {...register(def.name)}>
            {!def.required && <option value="" />}
            {def.options!.map((o) => (
              <option key={o} value={o}>
                {intl.formatMessage({
                  id: def.name === 'type' ? `document.type.${o}` : `content.option.${def.name}.${o}`,
                })}
              </option>
            ))}
          </select>
        ) : def.kind === 'number' ? (
          <input
            {...p}
            type="number"
            step="any"
            {...register(def.name, { setValueAs: (v: string) => (v === '' || v === null ? null : Number(v)) })}
          />
        ) : (
          <input
            {...p}
            type={def.kind === 'email' ? 'email' : def.kind === 'url' ? 'url' : def.kind === 'phone' ? 'tel' : 'text'}
            {...register(def.name)}
          />
        )
      }
    </Field>
  );
}
