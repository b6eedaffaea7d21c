/**
 * The server's named problems, as ODK Central's lib/util/problem.js: a handler throws `notFound()` or
 * `invalid(errors)` wherever it finds one, and app.onError turns every problem into the one error body
 * (contract/errors.ts ErrorBody: a translated `message`, a `code`, and field errors as message ids) — not a
 * `c.json({message…}, 404)` written again in each route. tests/lint/one-way-to-fail.test.ts keeps it so.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../context.ts';
import type { ErrorBody, FieldErrors } from '../../contract/errors.ts';
import { DEFAULT_LOCALE } from '../../contract/locale.ts';
import { translator, type Translate } from './i18n.ts';

export interface ProblemDetail {
  /** Per-field message ids (`_` for the request as a whole). */
  errors?: FieldErrors;
  /** ICU values of the translated message. */
  values?: Record<string, string | number>;
  /** Seconds before the caller may ask again: sent as Retry-After. */
  retryAfter?: number;
  /** Fields some clients read beside message/code/errors (a push gap's marks, an undo's blocking rows). */
  extra?: Record<string, unknown>;
}

export class Problem extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string | undefined,
    /** The catalog id of the translated `message`. */
    readonly messageId: string,
    readonly detail: ProblemDetail = {},
  ) {
    super(messageId);
  }

  /** The same problem with more detail (field errors, retry time, extra fields). */
  with(more: ProblemDetail): Problem {
    return new Problem(this.status, this.code, this.messageId, { ...this.detail, ...more });
  }

  body(t: Translate): ErrorBody {
    const { errors, values, extra } = this.detail;
    return {
      message: t(this.messageId, values),
      ...(this.code ? { code: this.code } : {}),
      ...(errors ? { errors } : {}),
      ...extra,
    };
  }
}

/** Writes a problem as the answer: the one serialiser app.onError, app.notFound and body limits share. */
export function answer(c: Context<AppEnv>, problem: Problem) {
  if (problem.detail.retryAfter !== undefined) c.header('Retry-After', String(problem.detail.retryAfter));
  return c.json(problem.body(c.var.t ?? translator(DEFAULT_LOCALE)), problem.status);
}

const whole = (id: string): FieldErrors => ({ _: [id] });

export const notFound = () => new Problem(404, 'not_found', 'errors.not_found');
export const unauthenticated = () => new Problem(401, 'unauthenticated', 'errors.unauthenticated');
export const badCredentials = () => new Problem(401, 'invalid_credentials', 'errors.invalid_credentials');
/** 403; without arguments the seed's "no role access", which sends the app to the site root. */
export const forbidden = (messageId = 'errors.no_role_access', code = 'no_role_access') =>
  new Problem(403, code, messageId);
/** The request's fields refused, as message ids per field (422, like validate.ts's). */
export const invalid = (errors: FieldErrors) => new Problem(422, undefined, 'errors.validation', { errors });
/** A body nested past lib/json-bounds.ts's limits. */
export const tooDeep = () => new Problem(422, 'too_deep', 'errors.too_deep', { errors: whole('errors.too_deep') });
/** A body that is not the JSON it should be. */
export const badBody = () => new Problem(400, 'bad_body', 'errors.validation');
/** The record's state forbids this (409); the code is the message id unless a client reads a shorter one. */
export const conflict = (messageId: string, code = messageId) => new Problem(409, code, messageId);
export const tooLarge = () => new Problem(413, 'too_large', 'errors.too_large');
/** 429 with Retry-After; the message names the seconds to wait. */
export const tooMany = (retryAfter: number, code = 'too_many_attempts', messageId = 'errors.too_many_attempts') =>
  new Problem(429, code, messageId, {
    errors: whole('errors.rate_limited'),
    values: { seconds: retryAfter },
    retryAfter,
  });
/** 503 with Retry-After: nothing was done; the same request later may succeed. */
export const unavailable = (retryAfter: number, code = 'busy') =>
  new Problem(503, code, 'errors.busy', { errors: whole('errors.busy'), retryAfter });
