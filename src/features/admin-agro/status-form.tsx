/** A workflow move: only the statuses the workflow allows next; enrolling names a course, rejecting a reason. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch, type Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { AGRO_TRANSITIONS, agroLabel, agroStatusSchema, type AgroStatusInput } from '../../../contract/agro.ts';
import { nextStates } from '../../../contract/transitions.ts';
import { StatusChangeForm } from '../../components/admin-list/status-change-form.tsx';
import { FormSelect } from '../../components/ui/select-field.tsx';
import { client, read } from '../../lib/api-client.ts';
import type { AgroApplication } from './load-agro.ts';

const LABELS = {
  title: 'agro.review.move',
  status: 'agro.review.next_status',
  reason: 'agro.review.reason',
  save: 'agro.review.save',
};

export function AgroStatusForm({ app, onSaved }: { app: AgroApplication; onSaved: () => void }) {
  const intl = useIntl();
  const next = nextStates(AGRO_TRANSITIONS, app.status);
  if (!next.length) return null;
  return (
    <StatusChangeForm<AgroStatusInput>
      resolver={zodResolver(agroStatusSchema)}
      defaultValues={{ status: next[0], reason: '', course: undefined }}
      statuses={next.map((s) => ({ value: s, label: intl.formatMessage({ id: agroLabel('status', s) }) }))}
      labels={LABELS}
      submit={(values) =>
        read(
          client.api.agro.applications[':id{[0-9]+}'].status.$post({
            param: { id: String(app.id) },
            json: { ...values, course: values.status === 'enrolled' ? values.course : undefined },
          }),
        )
      }
      onSaved={onSaved}
      testId="agro-status-form"
      extra={(control, error) => <CourseField control={control} courses={app.courses} error={error('course')} />}
    />
  );
}

/** Enrolling names one of the courses the person applied for. */
function CourseField({
  control,
  courses,
  error,
}: {
  control: Control<AgroStatusInput>;
  courses: readonly string[];
  error: string | undefined;
}) {
  const intl = useIntl();
  const status = useWatch({ control, name: 'status' });
  if (status !== 'enrolled') return null;
  return (
    <FormSelect
      control={control}
      name="course"
      label={intl.formatMessage({ id: 'agro.review.course' })}
      error={error}
      toValue={(v) => v || undefined}
      options={courses.map((c) => ({ value: c, label: intl.formatMessage({ id: agroLabel('courseName', c) }) }))}
    />
  );
}
