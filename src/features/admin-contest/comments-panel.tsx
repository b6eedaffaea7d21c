/** Reviewers' comments on an entry: the list, oldest first, and a form to add one (commentSchema). */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '../../lib/kz-format.ts';
import { commentSchema, type CommentInput } from '../../../contract/contest-review.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { client, read } from '../../lib/api-client.ts';
import { useRead } from '../../lib/use-read.ts';
import { toast } from 'react-toastify/unstyled';
import { showApiErrors } from '../../lib/field-errors.ts';
import { FormErrorCount } from '../../components/ui/form-error-count.tsx';
import { useFormAttention } from '../../lib/use-form-attention.ts';

export function CommentsPanel({ id }: { id: number }) {
  const intl = useIntl();
  const param = { id: String(id) };
  const comments = useRead(`comments/${id}`, (signal) =>
    read(client.api.contest.applications[':id{[0-9]+}'].comments.$get({ param }, { init: { signal } })),
  );
  const form = useForm<CommentInput, unknown, CommentInput>({
    resolver: zodResolver(commentSchema),
    defaultValues: { text: '' },
    // Errors as every form shows them (use-form-attention.ts): all at once, the first focused, the count said.
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const { register, handleSubmit, setError, reset, formState } = form;
  const attention = useFormAttention(form);
  const onValid = async (payload: CommentInput) => {
    try {
      await client.api.contest.applications[':id{[0-9]+}'].comments.$post({ param, json: payload });
      reset({ text: '' });
      comments.reload();
    } catch (err) {
      if (!showApiErrors(err, setError)) toast.error(intl.formatMessage({ id: 'common.errors' }));
    }
  };
  return (
    <section className="admin-panel" data-testid="contest-comments">
      <h2>
        <FormattedMessage id="admin.contest.comments.title" />
      </h2>
      {comments.data?.data.length === 0 && (
        <p className="empty">
          <FormattedMessage id="admin.contest.comments.empty" />
        </p>
      )}
      <ul className="comments">
        {comments.data?.data.map((c) => (
          <li key={c.id} data-testid="comment">
            <p className="pre-line">{c.text}</p>
            <small>
              {c.author_name} · {formatDate(intl, c.created_at, 'shortDateTime')}
            </small>
          </li>
        ))}
      </ul>
      <form className="admin-form" onSubmit={handleSubmit(onValid)} noValidate>
        <FormErrorCount count={attention.errorCount} />
        <fieldset disabled={formState.isSubmitting}>
          <Field
            label={intl.formatMessage({ id: 'admin.contest.comments.text' })}
            error={formState.errors.text?.message}
          >
            {(p) => <textarea {...p} {...register('text')} rows={3} maxLength={2000} />}
          </Field>
          <Button type="submit" busy={formState.isSubmitting}>
            <FormattedMessage id="admin.contest.comments.add" />
          </Button>
        </fieldset>
      </form>
    </section>
  );
}
