/**
 * A public request form: validated with its shared schema, autosaved on the device, and sent through
 * the outbox (`request.submit`), so it works with no signal and is delivered once.
 */
import { useState, type ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import type { MutationArgs } from '../../../api/schemas/mutations.ts';
import type { RequestKind } from '../../../api/schemas/requests.ts';
import { Button } from '../../components/ui/button.tsx';
import { FieldError } from '../../components/ui/field-error.tsx';
import { FormErrorCount } from '../../components/ui/form-error-count.tsx';
import { useOfflineForm } from '../../lib/use-offline-form.ts';
import { useOnline } from '../../lib/use-online.ts';
import { RequestField, type FieldDef } from './request-field.tsx';
import { draftKind, useRequestDraftId } from './use-request-draft.ts';

interface Props<S extends z.ZodType<FieldValues>> {
  kind: RequestKind;
  schema: S;
  title: string;
  fields: FieldDef[];
  /** What to show once the request is queued; `again` starts a new one. */
  thanks: (again: () => void) => ReactNode;
  onDone?: () => void;
}

export function RequestForm<S extends z.ZodType<FieldValues>>({
  kind,
  schema,
  title,
  fields,
  thanks,
  onDone,
}: Props<S>) {
  const intl = useIntl();
  const online = useOnline();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const { draftId, renew } = useRequestDraftId(kind);
  const draft = useOfflineForm<FieldValues>({
    draftId,
    kind: draftKind(kind),
    schema: schema as unknown as z.ZodType<FieldValues, FieldValues>,
    defaults: { ...Object.fromEntries(fields.map((f) => [f.name, ''])), consent: false },
  });
  const { form } = draft;
  const errorOf = (name: string) => form.formState.errors[name]?.message as string | undefined;

  const onValid = async (values: FieldValues) => {
    if (!draftId) return;
    setBusy(true);
    try {
      // `schema` is this kind's own, so the parsed values are this kind's args.
      const args = { ...values, id: draftId, kind, locale: intl.locale } as MutationArgs<'request.submit'>;
      await draft.submit('request.submit', args);
      renew(); // the next request is a new draft, blank
      setDone(true);
      onDone?.();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="content-section form-card" aria-labelledby={`${kind}-form-title`} data-testid={`${kind}-form`}>
      <h2 id={`${kind}-form-title`}>
        <FormattedMessage id={title} />
      </h2>
      {done ? (
        <div role="status" data-testid="request-done">
          <p>
            <strong>
              <FormattedMessage id="request.success" />
            </strong>
          </p>
          {!online && <FormattedMessage id="request.queued" tagName="p" />}
          {thanks(() => setDone(false))}
        </div>
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

export function AgainButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="btn btn-secondary" onClick={onClick}>
      <FormattedMessage id="request.again" />
    </button>
  );
}
