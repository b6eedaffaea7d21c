/** zValidator with the API's one error shape: 422 {message, errors:{field:[message]}}, translated. */
import { zValidator } from '@hono/zod-validator';
import type { Context, ValidationTargets } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../context.ts';
import { fieldErrors, type FieldErrors } from '../schemas/errors.ts';

export function validationFailed(c: Context<AppEnv>, errors: FieldErrors) {
  const { t } = c.var;
  const translated = Object.fromEntries(Object.entries(errors).map(([k, ids]) => [k, ids.map((id) => t(id))]));
  return c.json({ message: t('errors.validation'), errors: translated }, 422);
}

export const validate = <T extends keyof ValidationTargets, S extends z.ZodType>(target: T, schema: S) =>
  zValidator(target, schema, (result, c) => {
    if (!result.success) return validationFailed(c as Context<AppEnv>, fieldErrors(result.error));
  });
