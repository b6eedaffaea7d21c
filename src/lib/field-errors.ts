/**
 * Puts the server's per-field message ids — from a 422 or a push rejection, the same map — on a
 * react-hook-form's fields: the first id of each field, `_` (the record as a whole) on `root`.
 * components/ui/field-error.tsx puts them into words.
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FieldErrors } from '../../contract/errors.ts';
import { ApiError } from './api.ts';

/** A key is the field's path in the form (`iin`, `members.0.iin`; contract/errors.ts), so it is the field's name. */
export function applyFieldErrors<T extends FieldValues>(setError: UseFormSetError<T>, errors: FieldErrors) {
  for (const [key, ids] of Object.entries(errors))
    setError((key === '_' ? 'root' : key) as Path<T>, {
      type: 'server',
      message: ids[0] ?? 'validation.invalid',
    });
}

/** A failed request's field errors, put on the form; false when it sent none (say so another way). */
export function showApiErrors<T extends FieldValues>(e: unknown, setError: UseFormSetError<T>): boolean {
  if (!(e instanceof ApiError) || !Object.keys(e.errors).length) return false;
  applyFieldErrors(setError, e.errors);
  return true;
}
