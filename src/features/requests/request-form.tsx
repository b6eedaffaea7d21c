/**
 * A public request form: validated with its shared schema, autosaved on the device, and sent through
 * the outbox (`request.submit`), so it works with no signal and is delivered once.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, type FieldValues, type Path } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import type { RequestKind } from '../../../api/schemas/requests.ts';
import { Button } from '../../components/ui/button.tsx';
import { db } from '../../lib/db.ts';
import { useOnline } from '../../lib/use-online.ts';
import { submit } from '../../sync/outbox.ts';
import { RequestField, type FieldDef } from './request-field.tsx';
import { draftKind, useRequestDraft } from './use-request-draft.ts';

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
  const form = useForm<FieldValues>({
    resolver: zodResolver(schema as unknown as z.ZodType<FieldValues, FieldValues>),
    mode: 'onTouched',
  });
  const { draftId, renew, flush } = useRequestDraft(kind, form);
  const errorOf = (name: string) => {
    const id = form.formState.errors[name]?.message;
    return typeof id === 'string' ? intl.formatMessage({ id }) : undefined;
  };

  const onValid = async (values: FieldValues) => {
    if (!draftId) return;
    setBusy(true);
    try {
      await submit(db, {
        id: draftId,
        kind: draftKind(kind),
        data: form.getValues(),
        step: 0,
        name: 'request.submit',
        args: { ...values, id: draftId, kind, locale: intl.locale },
      });
      renew();
      form.reset(Object.fromEntries(fields.map((f) => [f.name, ''])));
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
      ) : (
        <form onSubmit={form.handleSubmit(onValid, () => void flush())} noValidate>
          {fields.map((f) => (
            <RequestField key={f.name} def={f} register={form.register} error={errorOf(f.name)} />
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
            {errorOf('consent') && (
              <p className="field-error" role="alert">
                {errorOf('consent')}
              </p>
            )}
          </div>
          <Button type="submit" busy={busy} disabled={!draftId}>
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
