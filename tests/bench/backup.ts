/**
 * Figure `backup` (issue 32): at mission size (750,000 applicants, SCALE_N to change it, the scale figure's
 * cached database), against the real server. Each snapshot method (ADR 139) runs on a connection of its own
 * while 4 devices push, which gives the push p99 while a snapshot runs; then one whole backup (snapshot,
 * integrity_check, age encryption, verification) is timed with its size, and restored into an empty
 * directory (decryption, checksums, integrity_check, migrations, new epoch), timed.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { generateX25519Identity, identityToRecipient } from 'age-encryption';
import { restoreBackup } from '../../api/backup/restore.ts';
import { takeBackup } from '../../api/backup/take.ts';
import type { SnapshotMethod } from '../../api/config.ts';
import { startServer } from '../support/server.ts';
import type { Figure } from './figure.ts';
import { percentile, runLoad, signInToken } from './ingest.ts';
import type { BenchContext } from './run.ts';
import { scaleDatabase } from './scale-db.ts';

const N = Number(process.env.SCALE_N ?? 750_000);
const PUSH_BUDGET_MS = 150;
/** A snapshot well inside the hourly schedule; a whole backup within a quarter of it; a restore as DESIGN.md. */
const SNAPSHOT_BUDGET_S = 120;
const BACKUP_BUDGET_S = 15 * 60;
const RESTORE_BUDGET_S = 5 * 60;
const MB = 1024 * 1024;

/** Runs one snapshot in its own process; resolves once it has started, with its end to await. */
function snapshotProcess(source: string, dest: string, method: SnapshotMethod) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/backup-snapshot.ts', source, dest, method], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  let startedAt = 0;
  return new Promise<{ done: Promise<{ ms: number; endedAt: number }> }>((started, reject) => {
    const done = new Promise<{ ms: number; endedAt: number }>((resolve, fail) => {
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        if (!startedAt && out.includes('started')) {
          startedAt = performance.now();
          started({ done });
        }
      });
      child.on('exit', (code) => {
        const last = out.trim().split('\n').pop() ?? '';
        if (code === 0) resolve({ ...(JSON.parse(last) as { ms: number }), endedAt: performance.now() });
        else fail(new Error(`snapshot (${method}) exited ${code}`));
      });
    });
    done.catch(reject);
  });
}

export async function backup(ctx: BenchContext): Promise<Figure[]> {
  const db = await scaleDatabase(ctx.root, N);
  const work = join(db.dataDir, '..', `backup-run-${process.pid}`);
  mkdirSync(work, { recursive: true });
  const server = await startServer({ dataDir: db.dataDir });
  const figures: Figure[] = [];
  const at = `at ${N.toLocaleString('en')} applicants`;
  try {
    const token = await signInToken(server.url);
    const live = join(db.dataDir, 'qaryzsyz.sqlite');
    const load = (firstRecord: number) =>
      runLoad({ url: server.url, token, clients: 4, batches: 30, warmupBatches: 2, batchSize: 50, firstRecord });
    const p99 = (latencies: number[]) => {
      const lat = [...latencies].sort((a, b) => a - b);
      return { p99: percentile(lat, 0.99), worst: lat.at(-1)! };
    };
    // The same load with no snapshot: on a shared machine the budget alone does not say what the snapshot adds.
    const quiet = p99((await load(0)).latencies);
    figures.push({
      name: 'backup.push p99 with no snapshot (baseline)',
      value: quiet.p99,
      unit: 'ms per 50 records',
      compare: { label: 'budget', value: PUSH_BUDGET_MS },
      note: `4 devices × 30 batches of 50; worst ${quiet.worst.toFixed(0)} ms`,
    });
    // Each method twice, interleaved, so neither always follows the other's file; pushes go on from the
    // snapshot's start until one round after its end, so what piled up in the WAL while it read (checkpointed
    // once the read ends) is counted for every method, however long its snapshot took.
    let firstRecord = 5000;
    const runs = { 'vacuum-into': [] as number[], 'backup-api': [] as number[] };
    const took = { 'vacuum-into': [] as number[], 'backup-api': [] as number[] };
    const copies = { 'vacuum-into': 0, 'backup-api': 0 };
    for (const method of ['vacuum-into', 'backup-api', 'vacuum-into', 'backup-api'] as const) {
      const dest = join(work, `${method}.sqlite`);
      const { done } = await snapshotProcess(live, dest, method);
      let ended = false;
      const snap = done.then((r) => ((ended = true), r));
      do {
        runs[method].push(...(await load(firstRecord)).latencies);
        firstRecord += 5000;
      } while (!ended);
      runs[method].push(...(await load(firstRecord)).latencies);
      firstRecord += 5000;
      took[method].push((await snap).ms);
      copies[method] = statSync(dest).size / MB;
      console.error(`  [backup: ${method} ${((await snap).ms / 1000).toFixed(1)} s, ${copies[method].toFixed(0)} MB]`);
      rmSync(dest, { force: true });
    }
    for (const method of ['vacuum-into', 'backup-api'] as const) {
      const { p99: value, worst } = p99(runs[method]);
      figures.push(
        {
          name: `backup.push p99 while a ${method} snapshot runs`,
          value,
          unit: 'ms per 50 records',
          compare: { label: 'budget', value: PUSH_BUDGET_MS },
          note: `4 devices × batches of 50 from each of 2 snapshots' start to one round after its end (${runs[method].length} pushes); worst ${worst.toFixed(0)} ms; baseline p99 ${quiet.p99.toFixed(0)} ms`,
        },
        {
          name: `backup.snapshot time (${method})`,
          value: Math.max(...took[method]) / 1000,
          unit: 's',
          compare: { label: 'budget', value: SNAPSHOT_BUDGET_S },
          note: `slower of 2, ${at}, database ${(statSync(live).size / MB).toFixed(0)} MB, copy ${copies[method].toFixed(0)} MB, while 4 devices push`,
        },
      );
    }

    const identity = await generateX25519Identity();
    const recipient = await identityToRecipient(identity);
    const backupDir = join(work, 'backups');
    const liveBytes = statSync(live).size;
    const t0 = performance.now();
    const taken = await takeBackup({
      dataDir: db.dataDir,
      backupDir,
      recipients: [recipient],
      keep: { hourly: 24, daily: 14 },
    });
    const backupS = (performance.now() - t0) / 1000;
    figures.push(
      {
        name: 'backup.whole backup time',
        value: backupS,
        unit: 's',
        compare: { label: 'budget', value: BACKUP_BUDGET_S },
        note: `snapshot (${taken.manifest.database.method}) ${(taken.snapshotMs / 1000).toFixed(1)} s, then integrity_check, age encryption and read-back ${at}`,
      },
      {
        name: 'backup.backup size',
        value: taken.bytes / MB,
        unit: 'MB',
        compare: { label: 'limit', value: liveBytes / MB },
        maxRatio: 1,
        note: 'encrypted, against the live database file',
      },
    );

    const target = join(work, 'restored');
    const t1 = performance.now();
    await restoreBackup({ backup: taken.path, dataDir: target, identities: [identity] });
    figures.push({
      name: 'backup.restore time',
      value: (performance.now() - t1) / 1000,
      unit: 's',
      compare: { label: 'budget', value: RESTORE_BUDGET_S },
      note: `into an empty directory: decryption, checksums, integrity_check, migrations, new epoch ${at}`,
    });
    return figures;
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
    rmSync(db.dataDir, { recursive: true, force: true });
  }
}
