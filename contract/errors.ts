/** Turns zod issues into the per-field map of message ids that forms, outbox rows and 422s share. */
import type { z } from 'zod';

type Issues = { issues: readonly z.core.$ZodIssue[] };

/**
 * The one error map the server sends, in a 422 and in a push rejection alike: field path (`_` for the
 * record as a whole) → catalog message ids, never translated text. No message needs ICU values today;
 * one that does gets its own id per case rather than a second shape.
 */
export type FieldErrors = Record<string, string[]>;

/** The body of every 4xx answer: a translated `message` for logs and toasts, and ids per field. */
export interface ErrorBody {
  message?: string;
  code?: string;
  errors?: FieldErrors;
}

const isMessageId = (m: string) => /^[a-z][\w-]*(\.[\w-]+)+$/.test(m);

/**
 * Keys are the field's path in the form a person fills (`iin`, `members.0.iin`), the name its input has,
 * the same as a domain check's. `within` is the args key that holds that form when it is not the args
 * themselves (contract/mutations.ts formRoot): `form.iin` in the args is the form's `iin`.
 */
export function fieldErrors(error: Issues, within?: string): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const path = within && issue.path.length > 1 && issue.path[0] === within ? issue.path.slice(1) : issue.path;
    const key = path.length ? path.map(String).join('.') : '_';
    const id = isMessageId(issue.message)
      ? issue.message
      : issue.code === 'invalid_type' && issue.input === undefined
        ? 'validation.required'
        : 'validation.invalid';
    const list = (out[key] ??= []);
    if (!list.includes(id)) list.push(id);
  }
  return out;
}
