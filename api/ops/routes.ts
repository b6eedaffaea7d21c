/**
 * What an operator's tools call (README "Operating the server"): liveness (`/api/health`: the process
 * answers), readiness (`/api/ready`: 503 with the reasons when this server should get no traffic) and
 * `/metrics` for Prometheus — never public: it answers a bearer METRICS_TOKEN, or anyone on the
 * localhost-only METRICS_PORT listener (api/ops/metrics-listener.ts), and is not found otherwise.
 */
import { timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { Db } from '../../db/client.ts';
import type { Config } from '../config.ts';
import type { AppEnv } from '../context.ts';
import { METRICS_CONTENT_TYPE, renderMetrics } from '../lib/metrics.ts';
import type { ReadPoolStats } from '../lib/read-pool.ts';
import { serverMetrics } from './metrics.ts';
import { readiness } from './readiness.ts';

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Set on a request that arrived on the metrics listener (api/ops/metrics-listener.ts). */
export const METRICS_LISTENER = 'qaryzsyzMetricsListener';

function mayScrape(c: Context<AppEnv>, config: Config) {
  if ((c.env as Record<string, unknown> | undefined)?.[METRICS_LISTENER] === true) return true;
  const token = config.ops.metricsToken;
  const given = c.req.header('Authorization')?.match(/^Bearer (.+)$/)?.[1];
  return token !== null && given !== undefined && same(given, token);
}

export function opsRoutes(db: Db, config: Config, reads: () => ReadPoolStats) {
  const since = Date.now();
  const metrics = serverMetrics(db, config, reads);
  return new Hono<AppEnv>()
    .get('/api/health', (c) => c.json({ data: { ok: true } }))
    .get('/api/ready', async (c) => {
      const data = await readiness(db, config, since);
      c.header('Cache-Control', 'no-store');
      return c.json({ data }, data.ready ? 200 : 503);
    })
    .get('/metrics', async (c) => {
      // Not found rather than forbidden: a stranger learns nothing, not even that metrics exist here.
      if (!mayScrape(c, config)) return c.notFound();
      c.header('Content-Type', METRICS_CONTENT_TYPE);
      c.header('Cache-Control', 'no-store');
      return c.body(await renderMetrics(metrics));
    });
}
