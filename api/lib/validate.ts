/**
 * zValidator with the API's one error shape: 422 {message, errors: {field: [message id]}}. The per-field
 * entries stay message ids, as push rejections do, so a form shows both the same way (the client's
 * src/components/ui/field-error.tsx translates them); only the top-level message, for logs and toasts,
 * is translated here.
 */
import { zValidator } from '@hono/zod-validator';
import type { Context, MiddlewareHandler, ValidationTargets } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../context.ts';
import { fieldErrors, type FieldErrors } from '../../contract/errors.ts';
import { jsonWithinBounds } from './json-bounds.ts';
import { invalid, tooDeep } from './problem.ts';

export function validationFailed(c: Context<AppEnv>, errors: FieldErrors) {
  // Returned rather than thrown, so the typed client sees the 422; the body is the one a thrown invalid() gets.
  return c.json(invalid(errors).body(c.var.t), 422);
}

export const validate = <T extends keyof ValidationTargets, S extends z.ZodType>(target: T, schema: S) => {
  const check = zValidator(target, schema, (result, c) => {
    if (!result.success) return validationFailed(c as Context<AppEnv>, fieldErrors(result.error));
  });
  if (target !== 'json') return check;
  // Hono keeps the parsed body, so the schema's check below reads it without parsing again.
  const bounded: MiddlewareHandler = async (c, next) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    // Refused before any schema or hash walks it.
    if (body !== undefined && !jsonWithinBounds(body)) throw tooDeep();
    return check(c, next);
  };
  return bounded as typeof check;
};
