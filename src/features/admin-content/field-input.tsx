import { Controller, type Control, type FieldError, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { isMediaField, type FieldDef } from '../../../contract/content-types.ts';
import { LOCALES, type Locale } from '../../../contract/locale.ts';
import { Field } from '../../components/ui/field.tsx';
import { MediaUpload } from '../../components/ui/media-upload.tsx';
import { PhoneField } from '../../components/ui/phone-input.tsx';
import { FormSelect } from '../../components/ui/select-field.tsx';
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
  /**
   * The message id of the field's error (the schema's or the server's); a localized field's may be on one
   * language (`title.kk`), shown under the field on every tab so it is seen whichever tab is open.
   */
  const own = errors[def.name] as (FieldError & Partial<Record<Locale, FieldError>>) | undefined;
  const error = (own?.message ?? LOCALES.map((l) => own?.[l]?.message).find(Boolean)) as string | undefined;

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
  if (def.kind === 'enum')
    return (
      <FormSelect
        control={control}
        name={def.name}
        label={label}
        error={error}
        // A required choice always holds one (the first, on a new item); an optional one may be none.
        placeholder={def.required ? false : ''}
        options={def.options!.map((o) => ({
          value: o,
          label: intl.formatMessage({
            id: def.name === 'type' ? `document.type.${o}` : `content.option.${def.name}.${o}`,
          }),
        }))}
      />
    );
  // A phone is typed through the +7 mask and kept as its digits, drawn again as "+7 (7xx) …" on the site.
  if (def.kind === 'phone')
    return (
      <PhoneField
        control={control}
        name={def.name}
        label={intl.formatMessage({ id: `content.field.${def.name}` })}
        error={error}
      />
    );
  return (
    <Field label={label} invalid={!!error} error={error}>
      {(p) =>
        def.kind === 'number' ? (
          <input
            {...p}
            type="number"
            step="any"
            {...register(def.name, { setValueAs: (v: string) => (v === '' || v === null ? null : Number(v)) })}
          />
        ) : (
          <input
            {...p}
            type={def.kind === 'email' ? 'email' : def.kind === 'url' ? 'url' : 'text'}
            {...register(def.name)}
          />
        )
      }
    </Field>
  );
}
