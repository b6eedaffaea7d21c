/**
 * Starts the checkpoint thread (api/checkpoint-worker.ts, ADR 130) and moves the writer's own automatic
 * checkpoint far out, to a safety net for when that thread is not keeping up.
 */
import { Worker } from 'node:worker_threads';
import type { Db } from '../../db/client.ts';
import { workerScript } from './worker-script.ts';
import { log } from './logger.ts';

/** 10,000 pages (about 40 MB): the thread checkpoints every second, long before the WAL gets there. */
const SAFETY_NET_PAGES = 10_000;

export function startCheckpointer(db: Db, file: string, everyMs = 1000): Worker {
  const entry = new URL('../checkpoint-worker.ts', import.meta.url);
  const worker = new Worker(workerScript(entry), { workerData: { entry: entry.href, input: { file, everyMs } } });
  worker.unref();
  db.$client.pragma(`wal_autocheckpoint = ${SAFETY_NET_PAGES}`);
  // If the thread dies, the writer checkpoints as before.
  worker.on('error', (e) => {
    log.error({ err: e }, 'checkpoint thread failed; the writer checkpoints again');
    db.$client.pragma('wal_autocheckpoint = 1000');
  });
  return worker;
}
