/**
 * The process's Prometheus metrics (prom-client): requests by route pattern (never the raw path, whose
 * ids would make a series per record), push results, and Node's own figures, event-loop delay among them.
 * What depends on one server's database and queues is added by api/ops/metrics.ts in a registry of its own.
 */
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

const registry = new Registry();
let defaultsOn = false;

export const httpRequests = new Counter({
  name: 'qaryzsyz_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'qaryzsyz_http_request_duration_seconds',
  help: 'Time from a request to its answer, by method and route pattern.',
  labelNames: ['method', 'route'] as const,
  // Around the 150 ms budget of pushes and admin reads (DESIGN.md "Budgets").
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});

export const pushResults = new Counter({
  name: 'qaryzsyz_sync_push_results_total',
  help: 'Pushed records by result (applied, duplicate, rejected, conflict) and whole pushes refused (gap, unavailable).',
  labelNames: ['status'] as const,
  registers: [registry],
});

/** Renders the process's metrics together with one server's own. */
export function renderMetrics(server: Registry): Promise<string> {
  if (!defaultsOn) {
    defaultsOn = true;
    // nodejs_eventloop_lag_* among them: a stalled loop is what every waiting push feels.
    collectDefaultMetrics({ register: registry, prefix: 'qaryzsyz_' });
  }
  return Registry.merge([registry, server]).metrics();
}

export const METRICS_CONTENT_TYPE = registry.contentType;
