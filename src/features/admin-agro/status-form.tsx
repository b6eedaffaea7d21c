/** A workflow move: only the statuses the workflow allows next; enrolling names a course, rejecting a reason. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { AGRO_TRANSITIONS, agroLabel, agroStatusSchema, type AgroStatusInput } from '../../../contract/agro.ts';
import { nextStates } from '../../../contract/transitions.ts';
import { Button } from '../../components/ui/button.tsx';
import { failureText } from '../../components/ui/field-error.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FormSelect } from '../../components/ui/select-field.tsx';
import { client, read } from '../../lib/api-client.ts';
import { showApiErrors } from '../../lib/field-errors.ts';
import type { AgroApplication } from './load-agro.ts';
import { FormErrorCount } from '../../components/ui/form-error-count.tsx';
import { useFormAttention } from '../../lib/use-form-attention.ts';

export function AgroStatusForm({ app, onSaved }: { app: AgroApplication; onSaved: () => void }) {
  const intl = useIntl();
  const next = nextStates(AGRO_TRANSITIONS, app.status);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const form = useForm<AgroStatusInput>({
    resolver: zodResolver(agroStatusSchema),
    defaultValues: { status: next[0], reason: '', course: undefined },
    // Errors as every form shows them (use-form-attention.ts): all at once, the first focused, the count said.
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const { register, handleSubmit, formState, setError, control } = form;
  const attention = useFormAttention(form);
  const status = useWatch({ control, name: 'status' });
  const error = (name: keyof AgroStatusInput) => formState.errors[name]?.message;
  if (!next.length) return null;

  const onValid = async (values: AgroStatusInput) => {
    setBusy(true);
    setFailed(null);
    try {
      await read(
        client.api.agro.applications[':id{[0-9]+}'].status.$post({
          param: { id: String(app.id) },
          json: { ...values, course: values.status === 'enrolled' ? values.course : undefined },
        }),
      );
      onSaved();
    } catch (e) {
      if (!showApiErrors(e, setError)) setFailed(failureText(intl, e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="status-form" onSubmit={handleSubmit(onValid)} noValidate data-testid="agro-status-form">
      <FormErrorCount count={attention.errorCount} />
      <h2>
        <FormattedMessage id="agro.review.move" />
      </h2>
      <fieldset disabled={busy}>
        <FormSelect
          control={control}
          name="status"
          label={intl.formatMessage({ id: 'agro.review.next_status' })}
          error={error('status')}
          placeholder={false}
          options={next.map((s) => ({ value: s, label: intl.formatMessage({ id: agroLabel('status', s) }) }))}
        />
        {status === 'enrolled' && (
          <FormSelect
            control={control}
            name="course"
            label={intl.formatMessage({ id: 'agro.review.course' })}
            error={error('course')}
            toValue={(v) => v || undefined}
            options={app.courses.map((c) => ({
              value: c,
              label: intl.formatMessage({ id: agroLabel('courseName', c) }),
            }))}
          />
        )}
        <Field
          label={intl.formatMessage({ id: 'agro.review.reason' })}
          invalid={!!error('reason')}
          error={error('reason')}
        >
          {(p) => <textarea {...p} rows={3} maxLength={500} {...register('reason')} />}
        </Field>
        <Button type="submit" busy={busy}>
          <FormattedMessage id="agro.review.save" />
        </Button>
      </fieldset>
      {failed && (
        <p className="field-error" role="alert">
          {failed}
        </p>
      )}
    </form>
  );
}
