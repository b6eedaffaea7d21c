/** The course's fields: kind, teaching language, texts in four languages, the person responsible. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { courseInput, LEARN_KINDS, LEARN_LANGUAGES, type CourseInput } from '../../../api/schemas/learning.ts';
import { LOCALES } from '../../../api/schemas/locale.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { showApiErrors } from '../../lib/field-errors.ts';
import type { AdminCourse } from './load-courses.ts';

type Values = z.output<typeof courseInput>;

const initial = (c: AdminCourse | undefined): CourseInput => ({
  kind: c?.kind ?? 'financial_literacy',
  language: c?.language ?? 'kk',
  title: c?.title ?? {},
  description: c?.description ?? {},
  content: c?.content ?? {},
  image: c?.image ?? null,
  region_id: c?.region_id ?? undefined,
  district_id: c?.district_id ?? undefined,
  responsible_name: c?.responsible_name ?? '',
  responsible_phone: c?.responsible_phone ?? '',
});

export function CourseForm({ course, onSave }: { course?: AdminCourse; onSave: (v: Values) => Promise<void> }) {
  const intl = useIntl();
  const form = useForm<CourseInput, unknown, Values>({
    resolver: zodResolver(courseInput),
    defaultValues: initial(course),
  });
  const errors = form.formState.errors;
  const save = async (v: Values) => {
    try {
      await onSave(v);
    } catch (e) {
      if (!showApiErrors(e, form.setError)) throw e;
    }
  };
  const label = (id: string) => intl.formatMessage({ id });
  return (
    <form onSubmit={form.handleSubmit(save)} noValidate className="admin-panel" data-testid="course-form">
      <Field label={label('learn.field.kind')}>
        {(p) => (
          <select {...p} {...form.register('kind')}>
            {LEARN_KINDS.map((k) => (
              <option key={k} value={k}>
                {label(`learn.kind.${k}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={label('learn.field.language')}>
        {(p) => (
          <select {...p} {...form.register('language')}>
            {LEARN_LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {label(`learn.language.${l}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {LOCALES.map((l) => (
        <Field
          key={`title-${l}`}
          label={`${label('learn.field.title')} (${l})`}
          invalid={!!errors.title}
          error={l === 'kk' ? (errors.title as { message?: string } | undefined)?.message : undefined}
        >
          {(p) => <input {...p} {...form.register(`title.${l}`)} data-testid={`course-title-${l}`} />}
        </Field>
      ))}
      {LOCALES.map((l) => (
        <Field key={`description-${l}`} label={`${label('learn.field.description')} (${l})`}>
          {(p) => <textarea {...p} rows={2} {...form.register(`description.${l}`)} />}
        </Field>
      ))}
      {LOCALES.map((l) => (
        <Field
          key={`content-${l}`}
          label={`${label('learn.field.content')} (${l})`}
          hint={label('learn.field.content_hint')}
        >
          {(p) => <textarea {...p} rows={4} {...form.register(`content.${l}`)} />}
        </Field>
      ))}
      <Field label={label('learn.field.responsible_name')}>
        {(p) => <input {...p} {...form.register('responsible_name')} />}
      </Field>
      <Field
        label={label('learn.field.responsible_phone')}
        invalid={!!errors.responsible_phone}
        error={errors.responsible_phone?.message}
      >
        {(p) => <input {...p} inputMode="tel" {...form.register('responsible_phone')} />}
      </Field>
      <Button type="submit" busy={form.formState.isSubmitting}>
        <FormattedMessage id="learn.admin.save" />
      </Button>
    </form>
  );
}
