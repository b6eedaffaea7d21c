/**
 * The project form's pictures and texts beside the figures: the master plan (infrastructure markers are
 * placed on it), the gallery in order, and info blocks (a title and a text in four languages each).
 */
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { LOCALES } from '../../../contract/locale.ts';
import { MAX_INFO_BLOCKS } from '../../../contract/property-items.ts';
import { FieldError } from '../../components/ui/field-error.tsx';
import { Field } from '../../components/ui/field.tsx';
import { MediaUpload } from '../../components/ui/media-upload.tsx';
import { mediaUrl } from '../../lib/api.ts';

type Values = { master_plan: string | null; gallery: string[]; info_blocks: { title: object; body: object }[] };

export function ProjectMediaFields() {
  const intl = useIntl();
  const { control, register, watch, setValue, getFieldState, formState } = useFormContext<Values>();
  const gallery = watch('gallery') ?? [];
  const blocks = useFieldArray({ control, name: 'info_blocks' as never });
  const fieldState = getFieldState as (name: string, state: typeof formState) => { error?: { message?: string } };
  const error = (name: string) => fieldState(name, formState).error;
  const galleryErrors = Object.entries((formState.errors.gallery ?? {}) as Record<string, { message?: string }>);
  return (
    <>
      <div className="field">
        <label htmlFor="project-master-plan">
          <FormattedMessage id="property.field.master_plan" />
        </label>
        <Controller
          control={control}
          name="master_plan"
          render={({ field }) => (
            <MediaUpload
              id="project-master-plan"
              kind="image"
              value={field.value ?? null}
              onChange={field.onChange}
              invalid={!!error('master_plan')}
            />
          )}
        />
        <FieldError error={error('master_plan')?.message} />
      </div>
      <fieldset className="field">
        <legend>
          <FormattedMessage id="property.field.gallery" />
        </legend>
        <ul className="photo-list">
          {gallery.map((id, i) => (
            <li key={id}>
              <img src={mediaUrl(id)} alt="" width="160" height="100" className="media-thumb" />
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() =>
                  setValue(
                    'gallery',
                    gallery.filter((g) => g !== id),
                    { shouldDirty: true },
                  )
                }
              >
                <FormattedMessage id="property.item.photo_remove" values={{ n: i + 1 }} />
              </button>
            </li>
          ))}
        </ul>
        <MediaUpload
          id="project-gallery"
          kind="image"
          value={null}
          onChange={(id) => id && setValue('gallery', [...gallery, id], { shouldDirty: true })}
          invalid={galleryErrors.length > 0}
        />
        {galleryErrors.map(([k, e]) => (
          <FieldError key={k} error={e?.message} />
        ))}
      </fieldset>
      <fieldset className="field">
        <legend>
          <FormattedMessage id="property.field.info_blocks" />
        </legend>
        {blocks.fields.map((f, i) => (
          <div key={f.id} className="info-block-edit" data-testid="info-block-edit">
            {LOCALES.map((l) => (
              <Field
                key={`t${l}`}
                label={intl.formatMessage({ id: `property.field.block_title.${l}` })}
                invalid={false}
              >
                {(p) => <input {...p} {...register(`info_blocks.${i}.title.${l}` as never)} />}
              </Field>
            ))}
            <FieldError error={error(`info_blocks.${i}.title`)?.message} />
            {LOCALES.map((l) => (
              <Field key={`b${l}`} label={intl.formatMessage({ id: `property.field.block_body.${l}` })} invalid={false}>
                {(p) => <textarea {...p} rows={3} {...register(`info_blocks.${i}.body.${l}` as never)} />}
              </Field>
            ))}
            <button type="button" className="btn btn-secondary" onClick={() => blocks.remove(i)}>
              <FormattedMessage id="property.field.block_remove" />
            </button>
          </div>
        ))}
        {blocks.fields.length < MAX_INFO_BLOCKS && (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => blocks.append({ title: {}, body: {} } as never)}
          >
            <FormattedMessage id="property.field.block_add" />
          </button>
        )}
      </fieldset>
    </>
  );
}
