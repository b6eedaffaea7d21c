/**
 * Figure 5: records per second through POST /api/sync/push (batches of 50, SQLite with
 * synchronous=FULL as db/client.ts opens it) and p50/p99 latency, from a load generator in another
 * process against the real server.
 */
import { spawn } from 'node:child_process';
import { E2E_ADMIN } from '../support/server.ts';
import { startSyncServer } from '../e2e/sync-harness.ts';
import type { Figure } from './figure.ts';

const PLAN = { clients: 4, batches: 50, warmupBatches: 2, batchSize: 50 };

export async function signInToken(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  if (!res.ok) throw new Error(`sign-in failed: HTTP ${res.status}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** Runs tests/bench/ingest-load.ts with `plan` in its own process; its timings. */
export function runLoad(
  plan: object,
): Promise<{ records: number; seconds: number; latencies: number[]; meanBodyBytes: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/ingest-load.ts', JSON.stringify(plan)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!)) : reject(new Error(`load generator: ${err}`)),
    );
  });
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

export async function ingest(): Promise<Figure[]> {
  const server = await startSyncServer();
  try {
    const token = await signInToken(server.url);
    const r = await runLoad({ ...PLAN, url: server.url, token });
    const lat = [...r.latencies].sort((a, b) => a - b);
    const how = `${PLAN.clients} clients × ${PLAN.batches} batches of ${PLAN.batchSize}, gzip bodies of ${(r.meanBodyBytes / 1024).toFixed(1)} KiB`;
    return [
      {
        name: 'ingest.throughput',
        value: r.records / r.seconds,
        unit: 'records/s',
        compare: { label: 'budget', value: 2000 },
        higherIsBetter: true,
        note: `${r.records} records in ${r.seconds.toFixed(1)} s; ${how}`,
      },
      { name: 'ingest.p50', value: percentile(lat, 0.5), unit: 'ms per batch' },
      { name: 'ingest.p99', value: percentile(lat, 0.99), unit: 'ms per batch' },
    ];
  } finally {
    await server.stop();
  }
}
