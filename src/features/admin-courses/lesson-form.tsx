/**
 * A lesson's title, description and content in four languages, its cover and video, position, attached
 * materials (each with the type learners will read) and the staff comment learners never see.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { lessonInput, type LessonInput } from '../../../contract/learning.ts';
import { LOCALES } from '../../../contract/locale.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { showApiErrors } from '../../lib/field-errors.ts';
import type { AdminLesson } from './load-courses.ts';
import { MaterialsField } from './materials-editor.tsx';
import { MediaPicker } from './media-picker.tsx';
import { FormErrorCount } from '../../components/ui/form-error-count.tsx';
import { useFormAttention } from '../../lib/use-form-attention.ts';

type Values = z.output<typeof lessonInput>;

export function LessonForm({ lesson, onSave }: { lesson?: AdminLesson; onSave: (v: Values) => Promise<void> }) {
  const intl = useIntl();
  const form = useForm<LessonInput, unknown, Values>({
    resolver: zodResolver(lessonInput),
    defaultValues: {
      title: lesson?.title ?? {},
      description: lesson?.description ?? {},
      content: lesson?.content ?? {},
      comment: lesson?.comment ?? '',
      materials: lesson?.materials ?? [],
      cover: lesson?.cover ?? null,
      video: lesson?.video ?? null,
      position: lesson?.position,
    },
    // Errors as every form shows them (use-form-attention.ts): all at once, the first focused, the count said.
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const attention = useFormAttention(form);
  const [cover, video] = useWatch({ control: form.control, name: ['cover', 'video'] });
  const label = (id: string) => intl.formatMessage({ id });
  const save = async (v: Values) => {
    try {
      await onSave(v);
    } catch (e) {
      if (!showApiErrors(e, form.setError)) throw e;
    }
  };
  return (
    <form onSubmit={form.handleSubmit(save)} noValidate className="admin-panel" data-testid="lesson-form">
      <FormErrorCount count={attention.errorCount} />
      {LOCALES.map((l) => (
        <Field
          key={`title-${l}`}
          label={`${label('learn.field.title')} (${l})`}
          invalid={!!form.formState.errors.title}
          error={l === 'kk' ? (form.formState.errors.title as { message?: string } | undefined)?.message : undefined}
        >
          {(p) => <input {...p} {...form.register(`title.${l}`)} data-testid={`lesson-title-${l}`} />}
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
          {(p) => <textarea {...p} rows={6} {...form.register(`content.${l}`)} data-testid={`lesson-content-${l}`} />}
        </Field>
      ))}
      <MediaPicker
        kind="image"
        label={label('learn.admin.cover')}
        value={cover ?? null}
        onChange={(id) => form.setValue('cover', id, { shouldDirty: true })}
        error={form.formState.errors.cover?.message}
        testId="lesson-cover"
      />
      <MediaPicker
        kind="video"
        label={label('learn.admin.video')}
        value={video ?? null}
        onChange={(id) => form.setValue('video', id, { shouldDirty: true })}
        error={form.formState.errors.video?.message}
        testId="lesson-video"
      />
      <MaterialsField control={form.control} testId="lesson-materials" />
      <Field
        label={label('learn.field.comment')}
        hint={label('learn.field.comments_hint')}
        error={form.formState.errors.comment?.message}
      >
        {(p) => <textarea {...p} rows={3} {...form.register('comment')} />}
      </Field>
      <Button type="submit" busy={form.formState.isSubmitting}>
        <FormattedMessage id="learn.admin.save" />
      </Button>
    </form>
  );
}
