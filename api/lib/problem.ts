/**
 * The server's named problems, as ODK Central's lib/util/problem.js: a handler throws `notFound()` or
 * `invalid(errors)` wherever it finds one, and app.onError turns every problem into the one error body
 * (schemas/errors.ts ErrorBody: a translated `message`, a `code`, and field errors as message ids) — not a
 * `c.json({message…}, 404)` written again in each route.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody, FieldErrors } from '../../contract/errors.ts';
import type { Translate } from './i18n.ts';

export class Problem extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string | undefined,
    /** The catalog id of the translated `message`. */
    readonly messageId: string,
    readonly errors?: FieldErrors,
  ) {
    super(messageId);
  }

  body(t: Translate): ErrorBody {
    return {
      message: t(this.messageId),
      ...(this.code ? { code: this.code } : {}),
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

export const notFound = () => new Problem(404, 'not_found', 'errors.not_found');
export const unauthenticated = () => new Problem(401, 'unauthenticated', 'errors.unauthenticated');
export const forbidden = () => new Problem(403, 'no_role_access', 'errors.no_role_access');
/** The request's fields refused, as message ids per field (422, like validate.ts's). */
export const invalid = (errors: FieldErrors) => new Problem(422, undefined, 'errors.validation', errors);
