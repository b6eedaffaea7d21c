/**
 * Long reads (list pages with their counts, reports, whole exports) run on read-only connections in
 * worker threads, so the writer's event loop only writes: a search over 750,000 people no longer holds
 * up a tablet's push. Workers start on demand up to `size` and stay; `size` 0 runs reads inline on the
 * main connection (one process that must not start threads).
 *
 * A stream (an export) lives in one worker and is pulled a chunk at a time, as the download takes
 * them: the worker reads and formats rows only when asked, so neither side holds the whole file, and
 * other reads take their turn in the same worker between two chunks.
 */
import { Worker } from 'node:worker_threads';
import { type ReadReply, type ReadRequest } from './read-protocol.ts';
import { workerScript } from './worker-script.ts';

/** A read: a pure function of a connection and structured-cloneable arguments. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each read declares its own arguments
export type ReadFn<D> = (db: D, args: any) => unknown;
/** A stream: the bytes of a download, produced a chunk at a time from a connection and arguments. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each stream declares its own arguments
export type StreamFn<D> = (db: D, args: any) => Iterable<Uint8Array> | AsyncIterable<Uint8Array>;
/** Reads by name; written as a mapped type so an interface (api/lib/read-registry.ts) fits as well as a record. */
type ReadTable<R> = { [K in keyof R]: ReadFn<never> };
type StreamTable<S> = { [K in keyof S]: StreamFn<never> };

export type RunRead<R extends ReadTable<R>> = <K extends keyof R & string>(
  name: K,
  args: Parameters<R[K]>[1],
) => Promise<ReturnType<R[K]>>;

export type RunStream<S extends StreamTable<S>> = <K extends keyof S & string>(
  name: K,
  args: Parameters<S[K]>[1],
) => AsyncIterableIterator<Uint8Array>;

export type ReadPool<R extends ReadTable<R>, S extends StreamTable<S>> = RunRead<R> & {
  stream: RunStream<S>;
  /** What /metrics shows: reads waiting for a worker, workers busy, workers started. */
  stats: () => ReadPoolStats;
};

export interface ReadPoolStats {
  waiting: number;
  busy: number;
  workers: number;
}

interface Task {
  id: number;
  message: ReadRequest;
  /** A stream's pulls go to the worker that holds it. */
  slot?: Slot;
  ranOn?: Slot;
  resolve(v: unknown): void;
  reject(e: Error): void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
}

/** A request before the pool numbers it. */
type Unsent = { [K in ReadRequest['kind']]: Omit<Extract<ReadRequest, { kind: K }>, 'id'> }[ReadRequest['kind']];

export class ReadFailed extends Error {}

export interface ReadPoolOptions {
  /** The worker module (it serves `read-protocol.ts`). */
  entry: URL;
  /** The SQLite file the workers open read-only. */
  file: string;
  size: number;
  /** The reads and streams, run on the main connection when `size` is 0. */
  inline: { read: (name: string, args: unknown) => unknown; open: (name: string, args: unknown) => ChunkSource };
}

type ChunkSource = Iterable<Uint8Array> | AsyncIterable<Uint8Array>;

/** An inline stream still gives the loop a turn between chunks: a push must not wait for a whole export. */
async function* turnBetween(source: ChunkSource): AsyncGenerator<Uint8Array> {
  for await (const chunk of source) {
    yield chunk;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export function createReadPool<R extends ReadTable<R>, S extends StreamTable<S>>(
  opts: ReadPoolOptions,
): ReadPool<R, S> {
  if (opts.size <= 0) {
    const read = ((name, args) => Promise.resolve().then(() => opts.inline.read(name, args))) as RunRead<R>;
    const stream = ((name, args) => turnBetween(opts.inline.open(name, args))) as RunStream<S>;
    return Object.assign(read, { stream, stats: () => ({ waiting: 0, busy: 0, workers: 0 }) });
  }
  const slots: Slot[] = [];
  let waiting: Task[] = [];
  let seq = 0;

  const start = (): Slot => {
    const worker = new Worker(workerScript(opts.entry), {
      workerData: { entry: opts.entry.href, input: { file: opts.file } },
      // An export's rows live for one chunk: a small nursery collects them before they are promoted and
      // pile up in the old generation, which keeps the process within its memory budget (DESIGN.md).
      resourceLimits: { maxYoungGenerationSizeMb: 8 },
    });
    worker.unref(); // an idle pool never keeps the process (or a test run) alive
    const slot: Slot = { worker, task: null };
    worker.on('message', (m: ReadReply) => {
      const task = slot.task;
      if (!task || task.id !== m.id) return;
      slot.task = null;
      if ('error' in m) task.reject(new ReadFailed(m.error));
      else task.resolve(m.value);
      next();
    });
    const lost = (reason: string) => {
      const i = slots.indexOf(slot);
      if (i < 0) return;
      slots.splice(i, 1);
      slot.task?.reject(new ReadFailed(reason));
      slot.task = null;
      // Pulls of the streams this worker held can never be answered.
      for (const t of waiting.filter((w) => w.slot === slot)) t.reject(new ReadFailed(reason));
      waiting = waiting.filter((w) => w.slot !== slot);
      next();
    };
    worker.on('error', (e) => lost(String(e)));
    worker.on('exit', (code) => lost(`read worker exited (${code})`));
    slots.push(slot);
    return slot;
  };

  const give = (slot: Slot, task: Task) => {
    slot.task = task;
    task.ranOn = slot;
    slot.worker.postMessage(task.message);
  };

  function next() {
    for (const task of [...waiting]) {
      const free = task.slot
        ? task.slot.task
          ? undefined
          : task.slot
        : (slots.find((s) => !s.task) ?? (slots.length < opts.size ? start() : undefined));
      if (!free) continue;
      waiting.splice(waiting.indexOf(task), 1);
      give(free, task);
    }
  }

  const send = (message: Unsent, slot?: Slot) =>
    new Promise<{ value: unknown; ranOn: Slot }>((resolve, reject) => {
      const id = ++seq;
      const task: Task = {
        id,
        message: { ...message, id } as ReadRequest,
        slot,
        resolve: (value) => resolve({ value, ranOn: task.ranOn! }),
        reject,
      };
      waiting.push(task);
      next();
    });

  const read = ((name, args) => send({ kind: 'read', name, args }).then((r) => r.value)) as RunRead<R>;

  const stream = ((name: string, args: unknown) => {
    let opened: Promise<{ sid: number; slot: Slot }> | undefined;
    let finished = false;
    const open = () =>
      (opened ??= send({ kind: 'open', name, args }).then(({ value, ranOn }) => ({
        sid: value as number,
        slot: ranOn,
      })));
    const iterator: AsyncIterableIterator<Uint8Array> = {
      async next() {
        if (finished) return { done: true, value: undefined };
        const { sid, slot } = await open();
        const { value } = await send({ kind: 'pull', sid }, slot);
        if (value === null) {
          finished = true;
          return { done: true, value: undefined };
        }
        return { done: false, value: value as Uint8Array };
      },
      async return() {
        if (!finished && opened) {
          finished = true;
          const { sid, slot } = await opened;
          await send({ kind: 'close', sid }, slot).catch(() => undefined);
        }
        finished = true;
        return { done: true, value: undefined };
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  }) as RunStream<S>;

  const stats = () => ({ waiting: waiting.length, busy: slots.filter((s) => s.task).length, workers: slots.length });
  return Object.assign(read, { stream, stats });
}
