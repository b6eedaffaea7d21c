/**
 * METRICS_PORT: a second listener, on 127.0.0.1 only, that serves `/metrics` and nothing else without a
 * token — for a Prometheus on the same machine (or reaching it through an SSH tunnel), never the internet.
 */
import { serve, type ServerType } from '@hono/node-server';
import { METRICS_LISTENER } from './routes.ts';

type Fetch = (request: Request, env: Record<string, unknown>) => Response | Promise<Response>;

export function serveMetrics(app: { fetch: Fetch }, port: number): ServerType {
  return serve({
    port,
    hostname: '127.0.0.1',
    fetch: (request, env: Record<string, unknown>) =>
      new URL(request.url).pathname === '/metrics'
        ? app.fetch(request, { ...env, [METRICS_LISTENER]: true })
        : new Response(null, { status: 404 }),
  });
}
