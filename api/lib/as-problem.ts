/**
 * What an error that reached app.onError answers as. A named problem answers as itself; the limiters'
 * and the hash pool's refusals, thrown from deep inside a check, become 429 / 503 with Retry-After; Hono's
 * own HTTPException keeps its status; a full disk is 503 (nothing of the request was committed —
 * api/sync/commit-group.ts — so the device keeps it and retries); anything else is a logged 500.
 */
import { HTTPException } from 'hono/http-exception';
import { DISK_FULL_SECONDS, noteIfDiskFull } from './disk-full.ts';
import { HashesBusy } from './hash-pool.ts';
import { log } from './logger.ts';
import { TooManyAttempts } from './password-checks.ts';
import { Problem, tooMany, unavailable } from './problem.ts';

export function asProblem(err: unknown, connection: object): Problem {
  if (err instanceof Problem) return err;
  if (err instanceof TooManyAttempts) return tooMany(Math.max(1, err.retryAfter));
  if (err instanceof HashesBusy) return unavailable(Math.max(1, err.retryAfter));
  // Its message is Hono's own English text, not a catalog id; translating an unknown id gives it back as is.
  if (err instanceof HTTPException) return new Problem(err.status, 'http_error', err.message || 'errors.server');
  if (noteIfDiskFull(connection, err)) return unavailable(DISK_FULL_SECONDS, 'disk_full');
  log.error({ err }, 'unhandled error');
  return new Problem(500, 'server_error', 'errors.server');
}
