import './admin-content.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useParams, useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from 'react-toastify/unstyled';
import { CONTENT_TYPES, isMediaField, type ContentType, type ContentTypeDef } from '../../../contract/content-types.ts';
import { contentInput } from '../../../contract/content.ts';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../../contract/locale.ts';
import { Button } from '../../components/ui/button.tsx';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { api, ApiError } from '../../lib/api.ts';
import type { Answer, contentClient } from '../../lib/api-client.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { storage } from '../../lib/storage.ts';
import { AdminLink } from '../../components/ui/admin-link.tsx';
import { adminPaths } from '../../lib/admin-paths.ts';
import { ContentPreview } from './content-preview.tsx';
import { FieldInput } from './field-input.tsx';
import { localizedText } from './localized-text.ts';
import { CONTENT_EDITORS, type ContentItem } from './load-content.ts';
import { useContentActions } from './use-content-actions.ts';
import { FormErrorCount } from '../../components/ui/form-error-count.tsx';
import { useFormAttention } from '../../lib/use-form-attention.ts';

type Values = Record<string, unknown>;
type ContentApi = ReturnType<typeof contentClient>;

function emptyValues(def: ContentTypeDef): Values {
  const out: Values = { published: false };
  for (const f of def.fields)
    out[f.name] =
      f.kind === 'localized' || f.kind === 'rich'
        ? Object.fromEntries(LOCALES.map((l) => [l, '']))
        : f.kind === 'number' || isMediaField(f)
          ? null
          : f.kind === 'enum' && f.required
            ? f.options![0]
            : '';
  return out;
}

/** What the API sent, shaped for the form (every language present, nulls as empty inputs). */
function toForm(def: ContentTypeDef, item: Values): Values {
  const out = emptyValues(def);
  for (const f of def.fields) {
    const v = item[f.name];
    if (f.kind === 'localized' || f.kind === 'rich') out[f.name] = { ...(out[f.name] as object), ...(v as object) };
    else if (v !== null && v !== undefined) out[f.name] = v;
  }
  out.published = item.published;
  return out;
}

interface Props {
  type: ContentType;
  /** The item to edit, as the route loader read it (null: this role may not edit content). */
  edit?: { id: number; item: ContentItem };
}

/** Create or edit any content type: one tab per language, uploads, preview, publish, delete. */
export function ContentFormPage({ type, edit }: Props) {
  if (edit?.item === null) return <RolesOnly roles={CONTENT_EDITORS}>{null}</RolesOnly>;
  return <ContentForm type={type} id={edit?.id} item={edit?.item?.data as Values | undefined} />;
}

function ContentForm({ type, id, item }: { type: ContentType; id: number | undefined; item: Values | undefined }) {
  const def: ContentTypeDef = CONTENT_TYPES[type];
  const intl = useIntl();
  const router = useRouter();
  const { locale } = useParams({ strict: false });
  const paths = adminPaths(type, locale);
  const actions = useContentActions(type);
  const schema = useMemo(() => contentInput(type), [type]);
  const [tab, setTab] = useState<Locale>((intl.locale as Locale) ?? 'ru');
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState(false);
  // Unsaved edits survive a reload or a closed tab: the draft is kept on this device until saved.
  const draftKey = `draft.content.${type}.${id ?? 'new'}`;
  const [restored, setRestored] = useState(() => storage.get<Values>(draftKey) !== null);
  const form = useForm<Values>({
    resolver: zodResolver(schema) as never,
    defaultValues: item ? toForm(def, item) : storage.get<Values>(draftKey) || emptyValues(def),
    // Errors as every form shows them (use-form-attention.ts): all at once, the first focused, the count said.
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const attention = useFormAttention(form);
  const { register, control, handleSubmit, reset, setError, formState } = form;
  const values = useWatch({ control }) as Values;
  const dirty = formState.isDirty;

  useEffect(() => {
    if (dirty) storage.set(draftKey, values);
  }, [dirty, draftKey, values]);

  // An unsaved edit of this item comes back over the server's values, which stay the form's defaults.
  useEffect(() => {
    const draft = item && storage.get<Values>(draftKey);
    if (draft) reset(draft, { keepDefaultValues: true });
  }, [item, draftKey, reset]);

  const onValid = async (values: Values) => {
    setBusy(true);
    try {
      const r = await api<Answer<ContentApi['index']['$post']>>(id ? `/${def.path}/${id}` : `/${def.path}`, {
        body: values,
      });
      storage.remove(draftKey);
      setRestored(false);
      toast.success(intl.formatMessage({ id: 'common.saved' }));
      if (id === undefined) await router.navigate({ href: paths.edit(r.data.id) });
      else reset(toForm(def, r.data));
    } catch (e) {
      if (e instanceof ApiError) applyFieldErrors(setError, e.errors);
      toast.error(e instanceof ApiError ? e.message : intl.formatMessage({ id: 'common.errors' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page admin-content admin-form" data-testid={`admin-${type}-form`}>
      <p>
        <AdminLink href={paths.list}>
          ← <FormattedMessage id={`content.${type}.admin`} />
        </AdminLink>
      </p>
      <h1>
        <FormattedMessage id={id ? 'content.admin.edit' : 'content.admin.new'} />
        {' · '}
        <FormattedMessage id={`content.${type}.admin`} />
      </h1>
      {restored && (
        <p className="draft-note" role="status">
          <FormattedMessage id="content.admin.draftRestored" />{' '}
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              storage.remove(draftKey);
              setRestored(false);
              if (id === undefined) reset(emptyValues(def));
              else reset();
            }}
          >
            <FormattedMessage id="content.admin.draftDiscard" />
          </button>
        </p>
      )}
      <div className="lang-tabs" role="tablist" aria-label={intl.formatMessage({ id: 'content.admin.languages' })}>
        {LOCALES.map((l) => (
          <button key={l} type="button" role="tab" aria-selected={tab === l} lang={l} onClick={() => setTab(l)}>
            {LOCALE_NAMES[l]}
          </button>
        ))}
      </div>
      <form onSubmit={handleSubmit(onValid)} noValidate>
        <FormErrorCount count={attention.errorCount} />
        {def.fields.map((f) => (
          <FieldInput key={f.name} def={f} tab={tab} register={register} control={control} errors={formState.errors} />
        ))}
        <label className="toggle">
          <input type="checkbox" {...register('published')} />
          <FormattedMessage id="content.field.published" />
        </label>
        <div className="form-actions">
          <Button type="submit" busy={busy}>
            <FormattedMessage id="common.save" />
          </Button>
          <Button type="button" variant="secondary" aria-pressed={preview} onClick={() => setPreview(!preview)}>
            <FormattedMessage id="content.admin.preview" />
          </Button>
          {id !== undefined && (
            <Button
              type="button"
              variant="danger"
              onClick={async () => {
                if (await actions.remove(id, localizedText(values[def.titleField], intl.locale)))
                  await router.navigate({ href: paths.list });
              }}
            >
              <FormattedMessage id="content.admin.delete" />
            </Button>
          )}
        </div>
      </form>
      {preview && <ContentPreview def={def} values={values} locale={tab} />}
    </section>
  );
}
