/** Status change with its reason: the API's own schema validates here first; errors stay under each field. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { APPLICATION_STATUSES } from '../../../contract/application-values.ts';
import { applicationStatusSchema, type ApplicationStatusInput } from '../../../contract/applications.ts';
import { Button } from '../../components/ui/button.tsx';
import { failureText } from '../../components/ui/field-error.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FormSelect } from '../../components/ui/select-field.tsx';
import { client, read } from '../../lib/api-client.ts';
import type { Application } from './load-applications.ts';
import { showApiErrors } from '../../lib/field-errors.ts';
import { FormErrorCount } from '../../components/ui/form-error-count.tsx';
import { useFormAttention } from '../../lib/use-form-attention.ts';

type Values = ApplicationStatusInput;

export function StatusForm({ app, onSaved }: { app: Application; onSaved: () => void }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(applicationStatusSchema),
    defaultValues: { status: app.status, reason: '' },
    // Errors as every form shows them (use-form-attention.ts): all at once, the first focused, the count said.
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const { register, handleSubmit, formState, setError, reset, control } = form;
  const attention = useFormAttention(form);
  /** The message id of a field's error (the schema's or the server's). */
  const error = (name: keyof Values) => formState.errors[name]?.message;

  const onValid = async (values: Values) => {
    setBusy(true);
    setFailed(null);
    try {
      const res = await read(
        client.api.applications[':id{[0-9]+}'].status.$post({ param: { id: String(app.id) }, json: values }),
      );
      reset({ status: res.data?.status ?? values.status, reason: '' });
      onSaved();
    } catch (e) {
      if (!showApiErrors(e, setError)) setFailed(failureText(intl, e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="status-form" onSubmit={handleSubmit(onValid)} noValidate data-testid="status-form">
      <FormErrorCount count={attention.errorCount} />
      <h2>
        <FormattedMessage id="applications.status.title" />
      </h2>
      <fieldset disabled={busy}>
        <FormSelect
          control={control}
          name="status"
          label={intl.formatMessage({ id: 'applications.field.status' })}
          error={error('status')}
          placeholder={false}
          options={APPLICATION_STATUSES.map((s) => ({
            value: s,
            label: intl.formatMessage({ id: `application.status.${s}` }),
          }))}
        />
        <Field
          label={intl.formatMessage({ id: 'applications.field.status_reason' })}
          invalid={!!error('reason')}
          error={error('reason')}
        >
          {(p) => <textarea {...p} rows={3} maxLength={500} {...register('reason')} />}
        </Field>
        <Button type="submit" busy={busy}>
          <FormattedMessage id="applications.status.save" />
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
