/**
 * Create or edit a project item (`/admin/<type>_create`, `/admin/<type>/{id}`): the project, title and
 * text in four languages, and what the type has — a category and picture; infrastructure's quantity and
 * place on the master plan (typed, or picked by clicking the plan); a near place's distance; a monthly
 * report's month and photos. Saved online; the API's per-field reasons go on their fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { Controller, FormProvider, useForm, useFormContext, type Resolver } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { LOCALES } from '../../../contract/locale.ts';
import {
  ITEM_CATEGORIES,
  itemCategoryLabel,
  PROPERTY_ITEM_SCHEMAS,
  type PropertyItemType,
} from '../../../contract/property-items.ts';
import { textIn } from '../../../contract/property.ts';
import { boundInputs } from '../../components/ui/bound-inputs.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FieldError, failureText } from '../../components/ui/field-error.tsx';
import { MediaUpload } from '../../components/ui/media-upload.tsx';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { mediaUrl } from '../../lib/api.ts';
import { showApiErrors } from '../../lib/field-errors.ts';
import { itemPaths } from './item-paths.ts';
import { EDITORS, saveItem, type AdminItem, type AdminProject } from './load.ts';
import { AdminLink } from '../../components/ui/admin-link.tsx';
import './admin-property.css';
import { FormErrorCount } from '../../components/ui/form-error-count.tsx';
import { useFormAttention } from '../../lib/use-form-attention.ts';
import { SaveOutcome } from './save-outcome.tsx';

type Values = Record<string, unknown>;
const { TextInput, TextArea, SelectInput, TickInput } = boundInputs<string>('property.item.');
const blank = (v: unknown) => (v === null || v === undefined ? '' : v);

/** `data`: the route's loader data — every project (with its master plan) and the item when one is edited. */
type Data = { projects: AdminProject[]; item: AdminItem | null } | null;

export const ItemFormPage = ({ type, data }: { type: PropertyItemType; data: Data }) => (
  <RolesOnly roles={EDITORS}>
    <ItemForm type={type} projects={data?.projects ?? []} item={data?.item ?? undefined} />
  </RolesOnly>
);

/** A whole-object refinement ("at least one language") sits on the object, not on one language's input. */
const objectError = (e: { message?: unknown } | undefined) => (typeof e?.message === 'string' ? e.message : undefined);

function ItemForm({ type, projects, item }: { type: PropertyItemType; projects: AdminProject[]; item?: AdminItem }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale } = useParams({ strict: false });
  const [failed, setFailed] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(PROPERTY_ITEM_SCHEMAS[type] as never) as unknown as Resolver<Values>,
    defaultValues: {
      project_id: blank(item?.project_id),
      title: item?.title ?? {},
      body: item?.body ?? {},
      category: item?.category ?? '',
      image: item?.image ?? null,
      quantity: blank(item?.quantity),
      x: blank(item?.x),
      y: blank(item?.y),
      distance_m: blank(item?.distance_m),
      month: item?.month ?? '',
      photos: item?.photos ?? [],
      sort: item?.sort ?? 0,
      published: item?.published ?? false,
    },
    // Errors as every form shows them (use-form-attention.ts): all at once, the first focused, the count said.
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const attention = useFormAttention(form);

  const onValid = async (values: Values) => {
    setFailed(null);
    setSaved(false);
    try {
      const answer = await saveItem(type, values, item?.id);
      if (item) setSaved(true);
      else void navigate({ href: itemPaths(type, locale).edit(answer.data.id) });
    } catch (e) {
      if (!showApiErrors(e, form.setError)) setFailed(failureText(intl, e));
    }
  };
  const state = (name: string) => form.getFieldState(name, form.formState);

  return (
    <section className="page" data-testid="property-item-form">
      <h1>
        <FormattedMessage id={`admin.section.${type}`} />
      </h1>
      <FormProvider {...form}>
        <form onSubmit={form.handleSubmit(onValid)} noValidate>
          <FormErrorCount count={attention.errorCount} />
          <SelectInput
            name="project_id"
            options={[
              { value: '', label: '—' },
              ...projects.map((p) => ({ value: String(p.id), label: textIn(p.name, intl.locale) })),
            ]}
          />
          {type === 'progress' && <TextInput name="month" type="month" />}
          {LOCALES.map((l) => (
            <TextInput key={`title.${l}`} name={`title.${l}`} />
          ))}
          <FieldError error={objectError(state('title').error)} />
          {LOCALES.map((l) => (
            <TextArea key={`body.${l}`} name={`body.${l}`} />
          ))}
          {type !== 'progress' && (
            <SelectInput
              name="category"
              options={[
                { value: '', label: '—' },
                ...ITEM_CATEGORIES[type].map((c) => ({
                  value: c,
                  label: intl.formatMessage({ id: itemCategoryLabel(type, c) }),
                })),
              ]}
            />
          )}
          {type === 'infrastructure' && (
            <>
              <TextInput name="quantity" inputMode="numeric" />
              <TextInput name="x" inputMode="decimal" />
              <TextInput name="y" inputMode="decimal" />
              <PlanPicker projects={projects} />
            </>
          )}
          {type === 'near' && <TextInput name="distance_m" inputMode="numeric" />}
          {type === 'progress' ? <Photos /> : <Picture name="image" />}
          <TextInput name="sort" inputMode="numeric" />
          <TickInput name="published" />
          <SaveOutcome failed={failed} saved={saved} />
          <Button type="submit" busy={form.formState.isSubmitting}>
            <FormattedMessage id="property.admin.save" />
          </Button>{' '}
          <AdminLink href={itemPaths(type, locale).list}>
            <FormattedMessage id="property.items.back" />
          </AdminLink>
        </form>
      </FormProvider>
    </section>
  );
}

function Picture({ name }: { name: string }) {
  const intl = useIntl();
  const { control, getFieldState, formState } = useFormContext<Values>();
  const error = getFieldState(name, formState).error;
  return (
    <div className="field">
      <label htmlFor={`item-${name}`}>{intl.formatMessage({ id: `property.item.${name}` })}</label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <MediaUpload
            id={`item-${name}`}
            kind="image"
            value={(field.value as string | null) ?? null}
            onChange={field.onChange}
            invalid={!!error}
          />
        )}
      />
      <FieldError error={error?.message} />
    </div>
  );
}

/** A report's photos: each uploaded one joins the list; any can be taken out. */
function Photos() {
  const intl = useIntl();
  const { watch, setValue, getFieldState, formState } = useFormContext<Values>();
  const photos = (watch('photos') as string[]) ?? [];
  const set = (next: string[]) => setValue('photos', next, { shouldDirty: true });
  const error = getFieldState('photos', formState).error;
  return (
    <fieldset className="field">
      <legend>{intl.formatMessage({ id: 'property.item.photos' })}</legend>
      <ul className="photo-list">
        {photos.map((p, i) => (
          <li key={p}>
            <img src={mediaUrl(p)} alt="" width="160" height="100" className="media-thumb" />
            <button type="button" className="btn btn-secondary" onClick={() => set(photos.filter((x) => x !== p))}>
              <FormattedMessage id="property.item.photo_remove" values={{ n: i + 1 }} />
            </button>
          </li>
        ))}
      </ul>
      <MediaUpload
        id="item-photos"
        kind="image"
        value={null}
        onChange={(id) => id && set([...photos, id])}
        invalid={!!error}
      />
      <FieldError error={objectError(error)} />
    </fieldset>
  );
}

/** The project's master plan: a click puts the marker there (x and y stay typeable for keyboards). */
function PlanPicker({ projects }: { projects: AdminProject[] }) {
  const intl = useIntl();
  const { watch, setValue } = useFormContext<Values>();
  const projectId = Number(watch('project_id'));
  const plan = projects.find((p) => p.id === projectId)?.master_plan;
  if (!plan)
    return (
      <p className="hint">
        <FormattedMessage id="property.item.no_plan" />
      </p>
    );
  const x = Number(watch('x'));
  const y = Number(watch('y'));
  const placed = watch('x') !== '' && watch('y') !== '' && !Number.isNaN(x) && !Number.isNaN(y);
  return (
    <div className="plan-picker">
      <p className="hint">
        <FormattedMessage id="property.item.plan_hint" />
      </p>
      <div className="master-plan">
        <img
          src={mediaUrl(plan)}
          alt={intl.formatMessage({ id: 'property.project.master_plan' })}
          onClick={(e) => {
            const r = e.currentTarget.getBoundingClientRect();
            const pct = (v: number) => String(Math.round(Math.min(100, Math.max(0, v)) * 100) / 100);
            setValue('x', pct(((e.clientX - r.left) / r.width) * 100), { shouldDirty: true });
            setValue('y', pct(((e.clientY - r.top) / r.height) * 100), { shouldDirty: true });
          }}
        />
        {placed && <span className="plan-marker" style={{ left: `${x}%`, top: `${y}%` }} aria-hidden="true" />}
      </div>
    </div>
  );
}
