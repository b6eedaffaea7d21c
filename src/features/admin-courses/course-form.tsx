/**
 * The course's fields: kind, teaching language, texts in four languages, picture, materials, where the lessons
 * meet (region and district from KATO, a map point and the address), schedule, the person responsible
 * and staff comments. The shared schema checks it here and on the server; a failed save shows every error at
 * once, focuses the first and says how many (use-form-attention.ts).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { courseInput, LEARN_KINDS, LEARN_LANGUAGES, type CourseInput } from '../../../contract/learning.ts';
import { LOCALES } from '../../../contract/locale.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FormErrorCount } from '../../components/ui/form-error-count.tsx';
import { PhoneField } from '../../components/ui/phone-input.tsx';
import { PlaceLink } from '../../components/ui/place-link.tsx';
import { RegionDistrictFields } from '../../components/ui/region-district-select.tsx';
import { FormSelect } from '../../components/ui/select-field.tsx';
import { showApiErrors } from '../../lib/field-errors.ts';
import { useFormAttention } from '../../lib/use-form-attention.ts';
import { CourseImage } from './course-image.tsx';
import type { AdminCourse } from './load-courses.ts';
import { localText } from './local-text.ts';
import { MaterialsField } from './materials-editor.tsx';

type Values = z.output<typeof courseInput>;
type Localized = 'title' | 'description' | 'content' | 'schedule_title' | 'schedule_description' | 'address';

const initial = (c: AdminCourse | undefined): CourseInput => ({
  kind: c?.kind ?? 'financial_literacy',
  language: c?.language ?? 'kk',
  title: c?.title ?? {},
  description: c?.description ?? {},
  content: c?.content ?? {},
  image: c?.image ?? null,
  materials: c?.materials ?? [],
  region_id: c?.region_id ?? undefined,
  district_id: c?.district_id ?? undefined,
  responsible_name: c?.responsible_name ?? '',
  responsible_phone: c?.responsible_phone ?? '',
  schedule_title: c?.schedule_title ?? {},
  schedule_description: c?.schedule_description ?? {},
  lat: c?.lat ?? '',
  lon: c?.lon ?? '',
  address: c?.address ?? {},
  comments: c?.comments ?? '',
});

export function CourseForm({ course, onSave }: { course?: AdminCourse; onSave: (v: Values) => Promise<void> }) {
  const intl = useIntl();
  const form = useForm<CourseInput, unknown, Values>({
    resolver: zodResolver(courseInput),
    defaultValues: initial(course),
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const attention = useFormAttention(form);
  const errors = form.formState.errors;
  const [lat, lon, address] = useWatch({ control: form.control, name: ['lat', 'lon', 'address'] });
  const point = { lat: Number(String(lat ?? '').replace(',', '.')), lon: Number(String(lon ?? '').replace(',', '.')) };
  const pointSet = lat !== '' && lon !== '' && lat != null && lon != null && !errors.lat && !errors.lon;
  const save = async (v: Values) => {
    try {
      await onSave(v);
    } catch (e) {
      if (!showApiErrors(e, form.setError)) throw e;
    }
  };
  const label = (id: string) => intl.formatMessage({ id });
  const message = (name: keyof CourseInput) => (errors[name] as { message?: string } | undefined)?.message;
  const localized = (name: Localized, textLabel: string, rows = 0) =>
    LOCALES.map((l) => (
      <Field
        key={`${name}-${l}`}
        label={`${label(textLabel)} (${l})`}
        invalid={!!errors[name]}
        error={l === 'kk' ? message(name) : undefined}
        {...(name === 'content' ? { hint: label('learn.field.content_hint') } : {})}
      >
        {(p) =>
          rows ? (
            <textarea {...p} rows={rows} {...form.register(`${name}.${l}`)} />
          ) : (
            <input {...p} {...form.register(`${name}.${l}`)} data-testid={`course-${name}-${l}`} />
          )
        }
      </Field>
    ));
  return (
    <form onSubmit={form.handleSubmit(save)} noValidate className="admin-panel" data-testid="course-form">
      <FormErrorCount count={attention.errorCount} />
      <FormSelect
        control={form.control}
        name="kind"
        label={label('learn.field.kind')}
        error={message('kind')}
        placeholder={false}
        options={LEARN_KINDS.map((k) => ({ value: k, label: label(`learn.kind.${k}`) }))}
      />
      <FormSelect
        control={form.control}
        name="language"
        label={label('learn.field.language')}
        error={message('language')}
        placeholder={false}
        options={LEARN_LANGUAGES.map((l) => ({ value: l, label: label(`learn.language.${l}`) }))}
        testId="course-language"
      />
      {localized('title', 'learn.field.title')}
      {localized('description', 'learn.field.description', 2)}
      {localized('content', 'learn.field.content', 4)}
      <Controller
        control={form.control}
        name="image"
        render={({ field }) => (
          <CourseImage value={field.value ?? null} onChange={field.onChange} error={message('image')} />
        )}
      />
      <MaterialsField control={form.control} testId="course-materials" />
      <h3>
        <FormattedMessage id="learn.place.title" />
      </h3>
      <RegionDistrictFields
        control={form.control}
        names={{ region: 'region_id', district: 'district_id' }}
        labels={{ region: 'learn.field.region_id', district: 'learn.field.district_id' }}
        anyLabel="learn.place.none"
        errors={{ region: message('region_id'), district: message('district_id') }}
        testId="course-kato"
      />
      <Field label={label('learn.field.lat')} error={message('lat')}>
        {(p) => <input {...p} inputMode="decimal" {...form.register('lat')} data-testid="course-lat" />}
      </Field>
      <Field label={label('learn.field.lon')} error={message('lon')}>
        {(p) => <input {...p} inputMode="decimal" {...form.register('lon')} data-testid="course-lon" />}
      </Field>
      {localized('address', 'learn.field.address')}
      {pointSet && Number.isFinite(point.lat) && Number.isFinite(point.lon) && (
        <p>
          <PlaceLink lat={point.lat} lon={point.lon} label={localText(address ?? {}, intl.locale)} />
        </p>
      )}
      <h3>
        <FormattedMessage id="learn.schedule.title" />
      </h3>
      {localized('schedule_title', 'learn.field.schedule_title')}
      {localized('schedule_description', 'learn.field.schedule_description', 2)}
      <Field label={label('learn.field.responsible_name')}>
        {(p) => <input {...p} {...form.register('responsible_name')} />}
      </Field>
      <PhoneField
        control={form.control}
        name="responsible_phone"
        label={label('learn.field.responsible_phone')}
        error={message('responsible_phone')}
      />
      <Field
        label={label('learn.field.comments')}
        hint={label('learn.field.comments_hint')}
        error={message('comments')}
      >
        {(p) => <textarea {...p} rows={3} {...form.register('comments')} />}
      </Field>
      <Button type="submit" busy={form.formState.isSubmitting}>
        <FormattedMessage id="learn.admin.save" />
      </Button>
    </form>
  );
}
