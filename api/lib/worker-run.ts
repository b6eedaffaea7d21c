/**
 * Runs a TypeScript module in a worker thread with a memory ceiling, for work on input a person
 * uploaded (parsing a spreadsheet). When the input blows the ceiling, only the worker dies: the
 * promise rejects with WorkerFailed('out_of_memory') and the server goes on answering.
 *
 * Starting a worker costs about a second (the TypeScript loader and the parser's modules), more than
 * reading a typical file. So a worker that answered stays warm for the next request until it has been
 * idle for `idleMs`; one that failed, timed out or ran out of memory is never reused.
 */
import { Worker } from 'node:worker_threads';
import { workerScript } from './worker-script.ts';

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

/** What a worker entry receives for each job; it answers with one postMessage per job. */
export interface WorkerJob<I> {
  input: I;
}

const IDLE_MS = 60_000;

interface Warm {
  worker: Worker;
  idle: NodeJS.Timeout;
  gone: () => void;
}

/** Idle workers by entry and limits: at most one each, so a burst of imports leaves one behind. */
const warm = new Map<string, Warm>();

function start(entry: URL, limits: WorkerLimits): Worker {
  const worker = new Worker(workerScript(entry), {
    workerData: { entry: entry.href },
    resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    stdout: false,
    stderr: false,
  });
  // Between jobs nobody listens: an error then must end the worker, not the server.
  worker.on('error', () => void worker.terminate());
  return worker;
}

function takeWarm(key: string): Worker | undefined {
  const w = warm.get(key);
  if (!w) return undefined;
  warm.delete(key);
  clearTimeout(w.idle);
  w.worker.off('exit', w.gone).ref();
  return w.worker;
}

function keepWarm(key: string, worker: Worker): void {
  if (warm.has(key)) {
    void worker.terminate();
    return;
  }
  // An idle worker must not keep the process alive, and a worker that died while idle is forgotten.
  worker.unref();
  const idle = setTimeout(() => {
    if (warm.get(key)?.worker === worker) warm.delete(key);
    void worker.terminate();
  }, IDLE_MS);
  idle.unref();
  const gone = () => {
    if (warm.get(key)?.worker !== worker) return;
    clearTimeout(idle);
    warm.delete(key);
  };
  worker.once('exit', gone);
  warm.set(key, { worker, idle, gone });
}

/** Runs one job of `entry` with `input`; resolves with the answer it posts. */
export function runWorker<T>(entry: URL, input: unknown, limits: WorkerLimits): Promise<T> {
  const key = `${entry.href}|${limits.heapMb}`;
  const worker = takeWarm(key) ?? start(entry, limits);
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const onMessage = (m: T) => finish(() => resolve(m), true);
    const onError = (e: NodeJS.ErrnoException) =>
      finish(() => reject(new WorkerFailed(e.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'out_of_memory' : 'crashed')));
    const onExit = () => finish(() => reject(new WorkerFailed('crashed')));
    const timer = setTimeout(() => finish(() => reject(new WorkerFailed('timeout'))), limits.timeoutMs);
    function finish(fn: () => void, reusable = false) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (reusable) keepWarm(key, worker);
      else void worker.terminate();
      fn();
    }
    worker.once('message', onMessage);
    worker.once('error', onError);
    worker.once('exit', onExit);
    worker.postMessage({ input } satisfies WorkerJob<unknown>);
  });
}
