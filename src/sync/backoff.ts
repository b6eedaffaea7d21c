/** How the engine reads an answer, and how long it waits before trying again. */

export type Outcome = 'ok' | 'retry' | 'auth' | 'gap' | 'too-large' | 'refused';

/** Network errors, 408, 429 and 5xx are worth retrying; 401 needs a new sign-in; 409 a renumbering. */
export function classify(status: number | 'network'): Outcome {
  if (status === 'network') return 'retry';
  if (status >= 200 && status < 300) return 'ok';
  if (status === 401) return 'auth';
  if (status === 409) return 'gap';
  if (status === 413) return 'too-large';
  if (status === 408 || status === 429 || status >= 500) return 'retry';
  return 'refused';
}

export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 5 * 60_000;

/**
 * Exponential backoff with "equal jitter" (half fixed, half random) so a village of tablets that
 * regain signal together do not retry in lockstep; never below the server's Retry-After.
 */
export function backoffDelay(failures: number, retryAfterSeconds?: number, random = Math.random): number {
  const exp = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1));
  const jittered = exp / 2 + random() * (exp / 2);
  const floor = retryAfterSeconds && retryAfterSeconds > 0 ? retryAfterSeconds * 1000 : 0;
  return Math.min(BACKOFF_CAP_MS, Math.max(jittered, floor));
}

/** Retry-After as seconds (delta or HTTP date), or undefined. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const n = Number(value);
  if (Number.isFinite(n)) return Math.max(0, n);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
