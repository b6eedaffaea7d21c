/** Moves an entry to one of the statuses allowed next; a rejection needs its reason (statusChangeSchema). */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from 'react-toastify/unstyled';
import type { z } from 'zod';
import { statusChangeSchema, type ContestStatus } from '../../../contract/contest.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FormSelect } from '../../components/ui/select-field.tsx';
import { api } from '../../lib/api.ts';
import { showApiErrors } from '../../lib/field-errors.ts';
import { FormErrorCount } from '../../components/ui/form-error-count.tsx';
import { useFormAttention } from '../../lib/use-form-attention.ts';

type Values = z.input<typeof statusChangeSchema>;
type Payload = z.output<typeof statusChangeSchema>;

export function StatusForm({ id, next, onChanged }: { id: number; next: ContestStatus[]; onChanged: () => void }) {
  const intl = useIntl();
  const form = useForm<Values, unknown, Payload>({
    resolver: zodResolver(statusChangeSchema),
    defaultValues: { status: next[0], reason: '' },
    // Errors as every form shows them (use-form-attention.ts): all at once, the first focused, the count said.
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const { register, handleSubmit, setError, formState, control } = form;
  const attention = useFormAttention(form);
  const onValid = async (payload: Payload) => {
    try {
      await api(`/contest/applications/${id}/status`, { body: payload });
      toast.success(intl.formatMessage({ id: 'admin.contest.status.saved' }));
      onChanged();
    } catch (err) {
      if (!showApiErrors(err, setError)) toast.error(intl.formatMessage({ id: 'common.errors' }));
    }
  };
  return (
    <section className="admin-panel" data-testid="contest-status">
      <h2>
        <FormattedMessage id="admin.contest.status.title" />
      </h2>
      {next.length === 0 ? (
        <p className="notice">
          <FormattedMessage id="admin.contest.status.final" />
        </p>
      ) : (
        <form className="admin-form" onSubmit={handleSubmit(onValid)} noValidate>
          <FormErrorCount count={attention.errorCount} />
          <fieldset disabled={formState.isSubmitting}>
            <FormSelect
              control={control}
              name="status"
              label={intl.formatMessage({ id: 'admin.contest.status.new' })}
              error={formState.errors.status?.message}
              placeholder={false}
              options={next.map((s) => ({ value: s, label: intl.formatMessage({ id: `contest.status.${s}` }) }))}
            />
            <Field
              label={intl.formatMessage({ id: 'admin.contest.status.reason' })}
              error={formState.errors.reason?.message}
            >
              {(p) => <textarea {...p} {...register('reason')} rows={3} maxLength={1000} />}
            </Field>
            <Button type="submit" busy={formState.isSubmitting}>
              <FormattedMessage id="admin.contest.status.save" />
            </Button>
          </fieldset>
        </form>
      )}
    </section>
  );
}
