/**
 * Figure 6: 20 cycles of `kill -9` of the server while pushers send batches. After each kill the
 * server restarts on the same DATA_DIR and every pusher resends what was not acknowledged, with the
 * same mutation ids. Then the SQLite file is read: acknowledged-but-missing and duplicated records.
 */
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startServer, type RunningServer } from '../support/server.ts';
import type { Figure } from './figure.ts';
import { signInToken } from './ingest.ts';
import { registration, seededRandom } from './records.ts';

const CYCLES = 20;
const PUSHERS = 3;
const BATCH = 50;
const ENTRY = 'tests/bench/bench-server.ts';

interface Pusher {
  clientId: string;
  index: number;
  /** Highest mutation id the server has acknowledged (applied or duplicate). */
  acked: number;
  inFlight: boolean;
  errors: number;
}

const recordId = (p: Pusher, id: number) => `${p.index}-${id}`;

async function pushLoop(p: Pusher, target: () => string, token: string, keepGoing: () => boolean) {
  while (keepGoing()) {
    const from = p.acked + 1;
    const mutations = Array.from({ length: BATCH }, (_, k) => ({
      id: from + k,
      name: 'bench.record',
      args: { recordId: recordId(p, from + k), text: JSON.stringify(registration(p.index * 1e6 + from + k)) },
      createdAt: Date.now(),
    }));
    p.inFlight = true;
    try {
      const res = await fetch(`${target()}/api/sync/push`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ clientId: p.clientId, clientSecret: 'ab'.repeat(32), schemaVersion: 1, mutations }),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const { data } = (await res.json()) as { data: { lastMutationId: number; results: { status: string }[] } };
      if (data.results.some((r) => r.status === 'rejected')) throw new Error('rejected');
      p.acked = Math.max(p.acked, data.lastMutationId);
    } catch {
      p.errors++; // the server is down or died mid-request: resend the same ids
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      p.inFlight = false;
    }
  }
}

export async function durability(): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'qaryzsyz-durability-'));
  const port = await freePort();
  const rnd = seededRandom(Date.now());
  let server: RunningServer = await startServer({ dataDir, port, entry: ENTRY });
  const url = server.url;
  const token = await signInToken(url);
  const pushers: Pusher[] = Array.from({ length: PUSHERS }, (_, index) => ({
    clientId: randomUUID(),
    index,
    acked: 0,
    inFlight: false,
    errors: 0,
  }));
  let producing = true;
  const loops = pushers.map((p) =>
    pushLoop(
      p,
      () => url,
      token,
      () => producing,
    ),
  );
  let killedInFlight = 0;
  try {
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      await new Promise((r) => setTimeout(r, 200 + rnd() * 1300));
      if (pushers.some((p) => p.inFlight)) killedInFlight++;
      const exited = new Promise((r) => server.child.once('exit', r));
      server.child.kill('SIGKILL');
      await exited;
      server = await startServer({ dataDir, port, entry: ENTRY });
    }
    // Let every pusher get its last batch acknowledged, then stop producing.
    await new Promise((r) => setTimeout(r, 500));
    producing = false;
    await Promise.all(loops);
  } finally {
    producing = false;
    await server.stop();
  }

  const db = new Database(join(dataDir, 'qaryzsyz.sqlite'), { readonly: true });
  const counts = new Map(
    (
      db.prepare('SELECT record_id, count(*) AS n FROM bench_records GROUP BY record_id').all() as {
        record_id: string;
        n: number;
      }[]
    ).map((r) => [r.record_id, r.n]),
  );
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
  let acknowledged = 0;
  let missing = 0;
  for (const p of pushers)
    for (let id = 1; id <= p.acked; id++) {
      acknowledged++;
      if (!counts.has(recordId(p, id))) missing++;
    }
  const duplicates = [...counts.values()].reduce((s, n) => s + n - 1, 0);
  const resent = pushers.reduce((s, p) => s + p.errors, 0);
  const note = `${CYCLES} kill -9 cycles (${killedInFlight} with a push in flight), ${acknowledged} records acknowledged, ${resent} failed pushes resent`;
  return [
    { name: 'durability.lost', value: missing, unit: 'records', compare: { label: 'budget', value: 0 }, note },
    { name: 'durability.duplicated', value: duplicates, unit: 'records', compare: { label: 'budget', value: 0 } },
  ];
}
