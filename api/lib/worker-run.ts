/**
 * Runs a TypeScript module in a worker thread with a memory ceiling, for work on input a person
 * uploaded (parsing a spreadsheet). When the input blows the ceiling, only the worker dies: the
 * promise rejects with WorkerFailed('out_of_memory') and the server goes on answering.
 */
import { Worker } from 'node:worker_threads';

export interface WorkerLimits {
  /** V8's old-generation heap of the worker, in MB. */
  heapMb: number;
  /** Wall-clock ceiling: a worker still busy after this long is stopped. */
  timeoutMs: number;
}

export type WorkerFailure = 'out_of_memory' | 'timeout' | 'crashed';

export class WorkerFailed extends Error {
  constructor(readonly reason: WorkerFailure) {
    super(`worker ${reason}`);
  }
}

const BOOT = new URL('./ts-worker.mjs', import.meta.url);

/** Starts `entry` with `input` as workerData.input; resolves with the first message it posts. */
export function runWorker<T>(entry: URL, input: unknown, limits: WorkerLimits): Promise<T> {
  const worker = new Worker(BOOT, {
    workerData: { entry: entry.href, input },
    resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    stdout: false,
    stderr: false,
  });
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => reject(new WorkerFailed('timeout'))), limits.timeoutMs);
    worker.once('message', (m: T) => settle(() => resolve(m)));
    worker.once('error', (e: NodeJS.ErrnoException) =>
      settle(() => reject(new WorkerFailed(e.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'out_of_memory' : 'crashed'))),
    );
    worker.once('exit', () => settle(() => reject(new WorkerFailed('crashed'))));
  });
}
