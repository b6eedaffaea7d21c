/**
 * A review's status change: the next status, any field that status needs, and the reason, checked first by
 * the API's own schema (the caller's resolver) with errors under each field as every form shows them
 * (lib/use-form-attention.ts); the server's 422 lands on the same fields, anything else below the button.
 */
import { useState, type ReactNode } from 'react';
import {
  useForm,
  type Control,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { showApiErrors } from '../../lib/field-errors.ts';
import { useFormAttention } from '../../lib/use-form-attention.ts';
import { Button } from '../ui/button.tsx';
import { failureText } from '../ui/field-error.tsx';
import { Field } from '../ui/field.tsx';
import { FormErrorCount } from '../ui/form-error-count.tsx';
import { FormSelect, type SelectOption } from '../ui/select-field.tsx';
import './status-change-form.css';

export interface StatusChange extends FieldValues {
  status: string;
  reason?: string | undefined;
}

interface Props<V extends StatusChange> {
  resolver: Resolver<V>;
  defaultValues: DefaultValues<V>;
  /** The statuses offered, labelled. */
  statuses: SelectOption[];
  /** Message ids: the heading, the status's and the reason's labels, the button. */
  labels: { title: string; status: string; reason: string; save: string };
  /** Sends the change; a rejection with field errors puts them on the fields. */
  submit: (values: V) => Promise<unknown>;
  onSaved: () => void;
  testId: string;
  /** Fields a status needs besides the reason (an enrolment's course), given the form's control. */
  extra?: (control: Control<V>, error: (name: Path<V>) => string | undefined) => ReactNode;
  /** The reason's bound in the API's schema (500 unless it says otherwise). */
  reasonMax?: number;
}

export function StatusChangeForm<V extends StatusChange>({
  resolver,
  defaultValues,
  statuses,
  labels,
  submit,
  onSaved,
  testId,
  extra,
  reasonMax = 500,
}: Props<V>) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const form = useForm<V>({
    resolver,
    defaultValues,
    // Errors as every form shows them (use-form-attention.ts): all at once, the first focused, the count said.
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const { register, handleSubmit, formState, setError, reset, control } = form;
  const attention = useFormAttention(form);
  /** The message id of a field's error (the schema's or the server's). */
  const error = (name: Path<V>) => (formState.errors as FieldErrors<FieldValues>)[name]?.message as string | undefined;

  const onValid = async (values: V) => {
    setBusy(true);
    setFailed(null);
    try {
      await submit(values);
      // The reason was for this change; the next one gives its own.
      reset({ ...values, reason: '' });
      onSaved();
    } catch (e) {
      if (!showApiErrors(e, setError)) setFailed(failureText(intl, e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="status-form" onSubmit={handleSubmit(onValid)} noValidate data-testid={testId}>
      <FormErrorCount count={attention.errorCount} />
      <h2>
        <FormattedMessage id={labels.title} />
      </h2>
      <fieldset disabled={busy}>
        <FormSelect
          control={control}
          name={'status' as Path<V>}
          label={intl.formatMessage({ id: labels.status })}
          error={error('status' as Path<V>)}
          placeholder={false}
          options={statuses}
        />
        {extra?.(control, error)}
        <Field
          label={intl.formatMessage({ id: labels.reason })}
          invalid={!!error('reason' as Path<V>)}
          error={error('reason' as Path<V>)}
        >
          {(p) => <textarea {...p} rows={3} maxLength={reasonMax} {...register('reason' as Path<V>)} />}
        </Field>
        <Button type="submit" busy={busy}>
          <FormattedMessage id={labels.save} />
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
