/** Turns zod issues into the per-field map of message ids that forms, outbox rows and 422s share. */
import type { z } from 'zod';

type Issues = { issues: readonly z.core.$ZodIssue[] };

export type FieldErrors = Record<string, string[]>;

const isMessageId = (m: string) => /^[a-z][\w-]*(\.[\w-]+)+$/.test(m);

export function fieldErrors(error: Issues): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
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
