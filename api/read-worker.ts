/** A read worker: one read-only connection, one read at a time, answered by its task id. */
import { parentPort, workerData } from 'node:worker_threads';
import { openReadOnly } from '../db/client.ts';
import { runInline } from './reads.ts';

const { file } = (workerData as { input: { file: string } }).input;
const run = runInline(openReadOnly(file));

parentPort!.on('message', ({ id, name, args }: { id: number; name: string; args: unknown }) => {
  try {
    parentPort!.postMessage({ id, value: run(name, args) });
  } catch (e) {
    parentPort!.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  }
});
