/**
 * A public request form: validated with its shared schema, autosaved on the device, and sent through
 * the outbox (`request.submit`), so it works with no signal and is delivered once. After "Send" it
 * says what is true of the request (components/ui/submission-state.tsx): saved on this device until
 * the server has it, then sent, with the thanks.
 */
import { useState, type ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import type { MutationArgs } from '../../../contract/mutations.ts';
import type { RequestKind } from '../../../contract/requests.ts';
import { Button } from '../../components/ui/button.tsx';
import { FieldError } from '../../components/ui/field-error.tsx';
import { FormErrorCount } from '../../components/ui/form-error-count.tsx';
import { SubmissionState } from '../../components/ui/submission-state.tsx';
import { isSubmitted } from '../../lib/submission.ts';
import { useOfflineForm } from '../../lib/use-offline-form.ts';
import { RequestField, type FieldDef } from './request-field.tsx';
import { draftKind, useRequestDraftId } from './use-request-draft.ts';

interface Props<S extends z.ZodType<FieldValues>> {
  kind: RequestKind;
  schema: S;
  title: string;
  fields: FieldDef[];
  /** The thanks, once the server has the request. */
  thanks: ReactNode;
  /** A thank-you modal once the server has it (never on a staff tablet). */
  modal?: { title: string; body: string };
}

export function RequestForm<S extends z.ZodType<FieldValues>>({
  kind,
  schema,
  title,
  fields,
  thanks,
  modal,
}: Props<S>) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const { draftId, renew } = useRequestDraftId(kind);
  const draft = useOfflineForm<FieldValues>({
    draftId,
    kind: draftKind(kind),
    schema: schema as unknown as z.ZodType<FieldValues, FieldValues>,
    defaults: { ...Object.fromEntries(fields.map((f) => [f.name, ''])), consent: false },
  });
  const { form } = draft;
  const status = draft.row?.status;
  const errorOf = (name: string) => form.formState.errors[name]?.message as string | undefined;

  const onValid = async (values: FieldValues) => {
    if (!draftId) return;
    setBusy(true);
    try {
      // `schema` is this kind's own, so the parsed values are this kind's args.
      const args = { ...values, id: draftId, kind, locale: intl.locale } as MutationArgs<'request.submit'>;
      // The row turns `queued` at once and `sent` when the server has it: the page follows it.
      await draft.submit('request.submit', args);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="content-section form-card" aria-labelledby={`${kind}-form-title`} data-testid={`${kind}-form`}>
      <h2 id={`${kind}-form-title`}>
        <FormattedMessage id={title} />
      </h2>
      {isSubmitted(status) ? (
        <SubmissionState
          status={status}
          success="request.success"
          testId="request-done"
          heading="h3"
          modal={modal}
          actions={<AgainButton onClick={renew} />}
        >
          {thanks}
        </SubmissionState>
      ) : !draft.opened ? null /* typing before the draft is read would be overwritten by it */ : (
        <form onSubmit={form.handleSubmit(onValid, () => void draft.flush())} noValidate>
          <FormErrorCount count={draft.errorCount} />
          {fields.map((f) => (
            <RequestField
              key={f.name}
              def={f}
              register={form.register}
              control={form.control}
              error={errorOf(f.name)}
            />
          ))}
          <div className={`field${errorOf('consent') ? ' field-invalid' : ''}`}>
            <label className="check">
              <input
                type="checkbox"
                {...form.register('consent' as Path<FieldValues>)}
                aria-invalid={Boolean(errorOf('consent'))}
              />
              <FormattedMessage id="request.field.consent" />
            </label>
            <FieldError error={errorOf('consent')} />
          </div>
          <Button type="submit" busy={busy}>
            <FormattedMessage id="request.submit" />
          </Button>
        </form>
      )}
    </section>
  );
}

function AgainButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="btn btn-secondary" onClick={onClick}>
      <FormattedMessage id="request.again" />
    </button>
  );
}
