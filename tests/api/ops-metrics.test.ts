/**
 * /metrics: Prometheus text through prom-client, only for the bearer of METRICS_TOKEN; requests counted by
 * route pattern (a record's id never becomes a label), push results by status, and the queue, database
 * and backup figures an operator graphs.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestTables, testMutations } from '../support/test-mutations.ts';
import { makeTestApp } from '../support/test-app.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
let t: ReturnType<typeof makeTestApp>;
beforeEach(() => {
  t = makeTestApp({}, testMutations);
  createTestTables(t.db);
  t.config.ops.metricsToken = TOKEN;
});
afterEach(() => t.close());

const scrape = (token?: string) => t.call('GET', '/metrics', token ? { token } : {});

describe('/metrics', () => {
  it('is not found without the token or with another one', async () => {
    expect((await scrape()).status).toBe(404);
    expect((await scrape('not-the-token')).status).toBe(404);
    t.config.ops.metricsToken = null;
    expect((await scrape(TOKEN)).status).toBe(404);
  });

  it('names every figure an operator graphs, requests by route pattern and pushes by result', async () => {
    const admin = await t.userWithRole('admin');
    const clientId = randomUUID();
    const note = (id: number, text: string) => ({
      id,
      name: 'test.note',
      args: { recordId: randomUUID(), text },
      createdAt: Date.now(),
    });
    const pushed = await t.call('POST', '/api/sync/push', {
      token: admin.token,
      body: { clientId, clientSecret: 'ef'.repeat(32), schemaVersion: 1, mutations: [note(1, 'a'), note(2, 'reject')] },
    });
    expect(pushed.status).toBe(200);
    expect((await t.call('GET', '/api/applications/987654321', { token: admin.token })).status).toBe(404);

    const res = await scrape(TOKEN);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toMatch(/qaryzsyz_http_requests_total\{method="POST",route="\/api\/sync\/push",status="200"\} [1-9]/);
    expect(text).toMatch(
      /qaryzsyz_http_request_duration_seconds_bucket\{le="0.15",method="POST",route="\/api\/sync\/push"\}/,
    );
    expect(text).toContain('route="/api/applications/:id"');
    expect(text).not.toContain('987654321');
    expect(text).toMatch(/qaryzsyz_sync_push_results_total\{status="applied"\} [1-9]/);
    expect(text).toMatch(/qaryzsyz_sync_push_results_total\{status="rejected"\} [1-9]/);
    for (const name of [
      'qaryzsyz_import_jobs_waiting',
      'qaryzsyz_import_rows_waiting',
      'qaryzsyz_video_jobs_waiting',
      'qaryzsyz_database_bytes',
      'qaryzsyz_database_wal_bytes',
      'qaryzsyz_read_queue_waiting',
      'qaryzsyz_read_workers_busy',
      'qaryzsyz_nodejs_eventloop_lag_p99_seconds',
      'qaryzsyz_backup_configured',
      'qaryzsyz_backup_last_success_timestamp_seconds',
      'qaryzsyz_backup_last_size_bytes',
      'qaryzsyz_backup_last_outcome',
      'qaryzsyz_backup_offsite_failures',
    ])
      expect(text, name).toMatch(new RegExp(`^${name} -?\\d`, 'm'));
    expect(Number(text.match(/^qaryzsyz_database_bytes (\d+)/m)![1])).toBeGreaterThan(0);
  });
});
