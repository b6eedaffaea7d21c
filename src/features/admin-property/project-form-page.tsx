/**
 * Create or edit a project (`/admin/project_create`, `/admin/project/{id}`; `arena` for commercial):
 * name, description and address in four languages, state, delivery quarter and year, key figures,
 * coordinates, the master plan, gallery and info blocks, and the published flag. The apartment totals,
 * "price from" and the apartment area range are shown, never typed: they come from the units (ADR 120).
 * Saved online; the API's per-field reasons go on their fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { LOCALES } from '../../../contract/locale.ts';
import { PROJECT_STATES, projectSchema, propertyLabel, type ProjectKind } from '../../../contract/property.ts';
import { boundInputs } from '../../components/ui/bound-inputs.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FieldError, failureText } from '../../components/ui/field-error.tsx';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { client, read } from '../../lib/api-client.ts';
import { showApiErrors } from '../../lib/field-errors.ts';
import { EDITORS, type AdminProjectDetail } from './load.ts';
import { CountedFigures } from './counted-figures.tsx';
import { ProjectMediaFields } from './project-media-fields.tsx';
import { SECTION_OF } from './project-list-page.tsx';
import { FormErrorCount } from '../../components/ui/form-error-count.tsx';
import { useFormAttention } from '../../lib/use-form-attention.ts';
import { SaveOutcome } from './save-outcome.tsx';

type Input = z.input<typeof projectSchema>;
type Output = z.output<typeof projectSchema>;
const TEXTS = ['name', 'description', 'address'] as const;
const NUMBERS = [
  'delivery_quarter',
  'delivery_year',
  'floors',
  'blocks',
  'total_area_ha',
  'ceiling_height',
  'commercial_height',
  'lat',
  'lon',
] as const;

const { TextInput, SelectInput, TickInput } = boundInputs<string>('property.field.');

/** `item`: the project to edit, from the route's loader; none on the create page. */
export const ProjectFormPage = ({ kind, item }: { kind: ProjectKind; item?: AdminProjectDetail | null }) => (
  <RolesOnly roles={EDITORS}>
    <ProjectForm kind={kind} item={item ?? undefined} />
  </RolesOnly>
);

/** "At least one language" is the refinement of `name` as a whole, not of one language's input. */
const nameError = (e: { message?: unknown } | undefined) => (typeof e?.message === 'string' ? e.message : undefined);

const blank = (v: unknown) => (v === null || v === undefined ? '' : v);

function ProjectForm({ kind, item }: { kind: ProjectKind; item?: AdminProjectDetail }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale } = useParams({ strict: false });
  const [failed, setFailed] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(projectSchema),
    defaultValues: {
      kind,
      name: item?.name ?? {},
      description: item?.description ?? {},
      address: item?.address ?? {},
      state: item?.state ?? 'under_construction',
      comfort_class: item?.comfort_class ?? '',
      published: item?.published ?? false,
      ...Object.fromEntries(NUMBERS.map((n) => [n, blank(item?.[n])])),
      master_plan: item?.master_plan ?? null,
      gallery: item?.gallery ?? [],
      info_blocks: item?.info_blocks ?? [],
    } as Input,
    // Errors as every form shows them (use-form-attention.ts): all at once, the first focused, the count said.
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const attention = useFormAttention(form);

  const onValid = async (values: Output) => {
    setFailed(null);
    setSaved(false);
    try {
      if (item) {
        await read(client.api.property.projects[':id{[0-9]+}'].$put({ param: { id: String(item.id) }, json: values }));
        setSaved(true);
      } else {
        const created = await read(client.api.property.projects.$post({ json: values }));
        void navigate({
          to: kind === 'residential' ? '/{-$locale}/admin/project/$id' : '/{-$locale}/admin/arena/$id',
          params: { locale, id: created.data.id },
        });
      }
    } catch (e) {
      if (!showApiErrors(e, form.setError)) setFailed(failureText(intl, e));
    }
  };

  return (
    <section className="page" data-testid="property-project-form">
      <h1>
        <FormattedMessage id={`admin.section.${SECTION_OF[kind]}`} />
      </h1>
      <FormProvider {...form}>
        <form onSubmit={form.handleSubmit(onValid)} noValidate>
          <FormErrorCount count={attention.errorCount} />
          {TEXTS.map((t) => LOCALES.map((l) => <TextInput key={`${t}.${l}`} name={`${t}.${l}`} />))}
          <FieldError error={nameError(form.getFieldState('name', form.formState).error)} />
          <SelectInput
            name="state"
            options={PROJECT_STATES.map((s) => ({
              value: s,
              label: intl.formatMessage({ id: propertyLabel('state', s) }),
            }))}
          />
          {NUMBERS.map((n) => (
            <TextInput key={n} name={n} inputMode="decimal" />
          ))}
          <TextInput name="comfort_class" />
          <ProjectMediaFields />
          <TickInput name="published" />
          {item && <CountedFigures item={item} />}
          <SaveOutcome failed={failed} saved={saved} />
          <Button type="submit" busy={form.formState.isSubmitting}>
            <FormattedMessage id="property.admin.save" />
          </Button>{' '}
          <Link to="/{-$locale}/admin/build" params={{ locale }} search={item ? { project: item.id } : {}}>
            <FormattedMessage id="property.admin.buildings" />
          </Link>
        </form>
      </FormProvider>
    </section>
  );
}
