/**
 * Counts each push's outcome for /metrics once it is answered: every record by its result, and a push
 * refused as a whole by why (a gap in the device's ids, the server unable to write, …).
 */
import type { MiddlewareHandler } from 'hono';
import { pushResults } from '../lib/metrics.ts';
import type { MutationResult } from '../../contract/sync.ts';

const WHOLE: Record<number, string> = { 409: 'gap', 429: 'rate_limited', 503: 'unavailable' };

export const countPushResults: MiddlewareHandler = async (c, next) => {
  await next();
  const status = c.res.status;
  if (status !== 200) return void pushResults.inc({ status: WHOLE[status] ?? (status >= 500 ? 'error' : 'refused') });
  const answer = (await c.res.clone().json()) as { data?: { results?: Pick<MutationResult, 'status'>[] } };
  for (const r of answer.data?.results ?? []) pushResults.inc({ status: r.status });
};
