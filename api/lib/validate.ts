/**
 * zValidator with the API's one error shape: 422 {message, errors: {field: [message id]}}. The per-field
 * entries stay message ids, as push rejections do, so a form shows both the same way (the client's
 * src/components/ui/field-error.tsx translates them); only the top-level message, for logs and toasts,
 * is translated here.
 */
import { zValidator } from '@hono/zod-validator';
import type { Context, ValidationTargets } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../context.ts';
import { fieldErrors, type FieldErrors } from '../schemas/errors.ts';

export function validationFailed(c: Context<AppEnv>, errors: FieldErrors) {
  return c.json({ message: c.var.t('errors.validation'), errors }, 422);
}

export const validate = <T extends keyof ValidationTargets, S extends z.ZodType>(target: T, schema: S) =>
  zValidator(target, schema, (result, c) => {
    if (!result.success) return validationFailed(c as Context<AppEnv>, fieldErrors(result.error));
  });
