/** Puts the API's translated per-field errors under the form's fields, or reports a general failure. */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { IntlShape } from 'react-intl';
import { toast } from 'react-toastify/unstyled';
import { ApiError } from '../../lib/api.ts';

export function showServerErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, intl: IntlShape) {
  if (err instanceof ApiError && Object.keys(err.errors).length) {
    for (const [field, messages] of Object.entries(err.errors))
      setError(field as Path<T>, { type: 'server', message: messages.join(' ') });
    return;
  }
  toast.error(intl.formatMessage({ id: 'common.errors' }));
}

/** Client-side messages are catalog ids; the server's arrive translated already. */
export const errorText = (intl: IntlShape, e: { type: string; message?: string } | undefined) =>
  e?.message ? (e.type === 'server' ? e.message : intl.formatMessage({ id: e.message })) : undefined;
