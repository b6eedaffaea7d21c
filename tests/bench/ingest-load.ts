/**
 * The ingest load generator, run as its own process so its CPU is not the server's event loop:
 * several clients, each with its own clientId, push gzip batches of 50 real `registration.submit` records
 * back to back over keep-alive connections. Prints one JSON line with the timings.
 */
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { registrationSubmit } from './records.ts';

interface Plan {
  url: string;
  token: string;
  clients: number;
  batches: number;
  warmupBatches: number;
  batchSize: number;
  /** Added to every record's number (below 1e6 - batches × batchSize): a second load on the same server pushes other people. */
  firstRecord?: number;
}
const plan = JSON.parse(process.argv[2]!) as Plan;

/** Every body is built and compressed before the clock starts: the generator should cost the server nothing. */
function bodies(client: number) {
  const clientId = randomUUID();
  return Array.from({ length: plan.warmupBatches + plan.batches }, (_, b) => {
    const mutations = Array.from({ length: plan.batchSize }, (_, k) => {
      const id = b * plan.batchSize + k + 1;
      return { id, ...registrationSubmit((plan.firstRecord ?? 0) + client * 1e6 + id), createdAt: Date.now() };
    });
    return new Uint8Array(
      gzipSync(JSON.stringify({ clientId, clientSecret: 'ab'.repeat(32), schemaVersion: 1, mutations })),
    );
  });
}

async function push(body: Uint8Array<ArrayBuffer>): Promise<number> {
  const res = await fetch(`${plan.url}/api/sync/push`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Content-Encoding': 'gzip',
      Authorization: `Bearer ${plan.token}`,
    },
    body,
  });
  const answer = (await res.json()) as { data?: { results: { status: string }[] } };
  const applied = answer.data?.results.filter((r) => r.status === 'applied').length ?? 0;
  if (applied !== plan.batchSize) throw new Error(`push answered ${res.status} with ${applied} applied`);
  return applied;
}

const all = Array.from({ length: plan.clients }, (_, c) => bodies(c));
for (const client of all) for (const body of client.slice(0, plan.warmupBatches)) await push(body);

const latencies: number[] = [];
const started = performance.now();
await Promise.all(
  all.map(async (client) => {
    for (const body of client.slice(plan.warmupBatches)) {
      const t = performance.now();
      await push(body);
      latencies.push(performance.now() - t);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
const meanBodyBytes = all.flat().reduce((s, b) => s + b.length, 0) / all.flat().length;
console.log(
  JSON.stringify({ records: plan.clients * plan.batches * plan.batchSize, seconds, latencies, meanBodyBytes }),
);
