/**
 * Long reads (list pages with their counts, reports, an export's ids) run on read-only connections in
 * worker threads, so the writer's event loop only writes: a search over 750,000 people no longer holds
 * up a tablet's push. Workers start on demand up to `size` and stay; `size` 0 runs reads inline on the
 * main connection (one process that must not start threads).
 */
import { Worker } from 'node:worker_threads';

/** A read: a pure function of a connection and structured-cloneable arguments. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each read declares its own arguments
export type ReadFn<D> = (db: D, args: any) => unknown;

export type RunRead<R extends Record<string, ReadFn<never>>> = <K extends keyof R & string>(
  name: K,
  args: Parameters<R[K]>[1],
) => Promise<ReturnType<R[K]>>;

interface Task {
  id: number;
  name: string;
  args: unknown;
  resolve(v: unknown): void;
  reject(e: Error): void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
}

const BOOT = new URL('./ts-worker.mjs', import.meta.url);

export class ReadFailed extends Error {}

export interface ReadPoolOptions {
  /** The worker module (it answers `{ id, name, args }` with `{ id, value }` or `{ id, error }`). */
  entry: URL;
  /** The SQLite file the workers open read-only. */
  file: string;
  size: number;
  /** The reads, run on the main connection when `size` is 0. */
  inline: (name: string, args: unknown) => unknown;
}

export function createReadPool<R extends Record<string, ReadFn<never>>>(opts: ReadPoolOptions): RunRead<R> {
  if (opts.size <= 0) return ((name, args) => Promise.resolve().then(() => opts.inline(name, args))) as RunRead<R>;
  const slots: Slot[] = [];
  const waiting: Task[] = [];
  let seq = 0;

  const start = (): Slot => {
    const worker = new Worker(BOOT, { workerData: { entry: opts.entry.href, input: { file: opts.file } } });
    worker.unref(); // an idle pool never keeps the process (or a test run) alive
    const slot: Slot = { worker, task: null };
    worker.on('message', (m: { id: number; value?: unknown; error?: string }) => {
      const task = slot.task;
      if (!task || task.id !== m.id) return;
      slot.task = null;
      if (m.error !== undefined) task.reject(new ReadFailed(m.error));
      else task.resolve(m.value);
      next();
    });
    const lost = (reason: string) => {
      const i = slots.indexOf(slot);
      if (i < 0) return;
      slots.splice(i, 1);
      slot.task?.reject(new ReadFailed(reason));
      slot.task = null;
      next();
    };
    worker.on('error', (e) => lost(String(e)));
    worker.on('exit', (code) => lost(`read worker exited (${code})`));
    slots.push(slot);
    return slot;
  };

  const give = (slot: Slot, task: Task) => {
    slot.task = task;
    slot.worker.postMessage({ id: task.id, name: task.name, args: task.args });
  };

  function next() {
    while (waiting.length) {
      const free = slots.find((s) => !s.task) ?? (slots.length < opts.size ? start() : undefined);
      if (!free) return;
      give(free, waiting.shift()!);
    }
  }

  return ((name, args) =>
    new Promise((resolve, reject) => {
      waiting.push({ id: ++seq, name, args, resolve, reject });
      next();
    })) as RunRead<R>;
}
