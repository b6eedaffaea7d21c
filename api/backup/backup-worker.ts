/**
 * The scheduled backup's thread (started by schedule.ts through lib/worker-run.ts): the snapshot, its
 * integrity check, hashing and age encryption take seconds to minutes of CPU at mission size, none of it
 * on the event loop that answers pushes.
 */
import { parentPort } from 'node:worker_threads';
import type { WorkerJob } from '../lib/worker-run.ts';
import { takeBackup, type TakeBackupOptions } from './take.ts';

export type BackupAnswer =
  { ok: true; name: string; path: string; bytes: number; snapshotMs: number } | { ok: false; error: string };

parentPort!.on('message', ({ input }: WorkerJob<TakeBackupOptions>) => {
  void takeBackup(input).then(
    (t) => parentPort!.postMessage({ ok: true, name: t.name, path: t.path, bytes: t.bytes, snapshotMs: t.snapshotMs }),
    (e: unknown) => parentPort!.postMessage({ ok: false, error: e instanceof Error ? e.message : String(e) }),
  );
});
