/**
 * The one place an error is put into words. Every error a form holds is a catalog message id — the
 * shared zod schemas', the server's 422s and push rejections alike (contract/errors.ts) — so no
 * form guesses whether a text is translated already.
 */
import { useFormContext } from 'react-hook-form';
import { useIntl, type IntlShape } from 'react-intl';
import { ApiError } from '../../lib/api.ts';

type Values = Record<string, string | number>;

/** An id the catalogs lack can only be zod's own text (a schema that names no message): it reads as "not valid". */
export function translateError(intl: IntlShape, id: string | undefined, values?: Values): string | undefined {
  if (!id) return undefined;
  return intl.formatMessage({ id: id in intl.messages ? id : 'validation.invalid' }, values);
}

/** The message id of a failed request's first field error, if it sent any. */
export const firstErrorId = (e: unknown): string | undefined =>
  e instanceof ApiError ? Object.values(e.errors).flat()[0] : undefined;

/** What to say about a failed request (a toast): its first field's reason, else the server's translated message. */
export function failureText(intl: IntlShape, e: unknown, fallbackId = 'common.errors'): string {
  const first = firstErrorId(e);
  if (first) return translateError(intl, first)!;
  return e instanceof ApiError && e.status > 0 && e.message ? e.message : intl.formatMessage({ id: fallbackId });
}

interface Props {
  /** The message id (see above); nothing is rendered without one. */
  error: string | undefined;
  values?: Values;
  /** For aria-describedby. */
  id?: string;
  testId?: string;
}

export function FieldError({ error, values, id, testId }: Props) {
  const intl = useIntl();
  const text = translateError(intl, error, values);
  return text ? (
    <p className="field-error" id={id} role="alert" data-testid={testId}>
      {text}
    </p>
  ) : null;
}

/** A reason about the record as a whole (`_` in the server's map, `root` in the form), above the form. */
export function RootError({ testId }: { testId?: string }) {
  const { formState } = useFormContext();
  return <FieldError error={formState.errors.root?.message} testId={testId} />;
}
