/**
 * Every request gets an id (the caller's X-Request-Id when it is a sane token, else a new one), answered
 * back in X-Request-Id and carried by every log line written while it runs; when it is answered, one log
 * line and the request metrics record its route pattern, status and time.
 */
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { randomUUID } from 'node:crypto';
import { inRequest, log } from '../lib/logger.ts';
import { httpDuration, httpRequests } from '../lib/metrics.ts';

const SANE_ID = /^[\w.-]{1,64}$/;
/** A parameter's own pattern (`:id{[0-9]+}`): the name alone reads better on a graph. */
const PARAM_PATTERN = /\{[^/]*\}(?=\/|$)/g;
/** Liveness, readiness and the metrics scrape (api/ops/routes.ts). */
const PROBES = new Set(['/api/health', '/api/ready', '/metrics']);

export const requestLog: MiddlewareHandler = async (c, next) => {
  const given = c.req.header('X-Request-Id');
  const reqId = given && SANE_ID.test(given) ? given : randomUUID();
  const started = performance.now();
  c.header('X-Request-Id', reqId);
  await inRequest(reqId, next);
  const seconds = (performance.now() - started) / 1000;
  // After the handler ran: the pattern of the route that answered, not the raw path.
  const route = routePath(c).replace(PARAM_PATTERN, '');
  const status = c.res.status;
  httpRequests.inc({ method: c.req.method, route, status });
  httpDuration.observe({ method: c.req.method, route }, seconds);
  // A probe every few seconds would bury the requests people make: it shows at debug, unless it failed.
  const level = status >= 500 ? 'error' : PROBES.has(route) && status < 400 ? 'debug' : 'info';
  inRequest(reqId, () =>
    log[level]({ method: c.req.method, route, path: c.req.path, status, ms: Math.round(seconds * 1000) }, 'request'),
  );
};
