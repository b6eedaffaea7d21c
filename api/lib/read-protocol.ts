/**
 * What the read pool (read-pool.ts) and a read worker say to each other, and the worker's side of it:
 * one request at a time, each answered by its id; a stream is opened once and then pulled a chunk per
 * request until it answers null.
 */
import type { MessagePort } from 'node:worker_threads';

export type ReadRequest =
  | { id: number; kind: 'read'; name: string; args: unknown }
  | { id: number; kind: 'open'; name: string; args: unknown }
  | { id: number; kind: 'pull'; sid: number }
  | { id: number; kind: 'close'; sid: number };

/** About what one pull answers with: large enough that the trips between threads cost nothing next to it. */
const PULL_BYTES = 64 * 1024;

export type ReadReply = { id: number; value: unknown } | { id: number; error: string };

export interface ReadServer {
  read(name: string, args: unknown): unknown;
  open(name: string, args: unknown): Iterable<Uint8Array> | AsyncIterable<Uint8Array>;
}

/** A chunk that owns its whole buffer moves to the other thread without a copy; a slice of a pool is copied. */
const transferable = (c: Uint8Array) =>
  c.byteOffset === 0 && c.byteLength === c.buffer.byteLength && c.buffer instanceof ArrayBuffer ? [c.buffer] : [];

export function serveReads(port: MessagePort, server: ReadServer) {
  const streams = new Map<number, Iterator<Uint8Array> | AsyncIterator<Uint8Array>>();
  const answer = async (m: ReadRequest): Promise<unknown> => {
    switch (m.kind) {
      case 'read':
        return server.read(m.name, m.args);
      case 'open': {
        const source = server.open(m.name, m.args);
        const it = Symbol.asyncIterator in source ? source[Symbol.asyncIterator]() : source[Symbol.iterator]();
        streams.set(m.id, it);
        return m.id;
      }
      case 'pull': {
        const it = streams.get(m.sid);
        if (!it) throw new Error(`no stream ${m.sid}`);
        // A spreadsheet writer hands out pieces of a few hundred bytes: gathered into one reply, so a
        // download is not thousands of trips between the threads.
        const parts: Uint8Array[] = [];
        let size = 0;
        try {
          while (size < PULL_BYTES) {
            const r = await it.next();
            if (r.done) break;
            parts.push(r.value);
            size += r.value.byteLength;
          }
        } catch (e) {
          streams.delete(m.sid);
          throw e;
        }
        if (parts.length === 1) return parts[0];
        if (parts.length) return Buffer.concat(parts);
        streams.delete(m.sid);
        return null;
      }
      case 'close':
        await streams.get(m.sid)?.return?.();
        streams.delete(m.sid);
        return true;
    }
  };
  port.on('message', (m: ReadRequest) => {
    answer(m).then(
      (value) => port.postMessage({ id: m.id, value }, value instanceof Uint8Array ? transferable(value) : []),
      (e: unknown) => port.postMessage({ id: m.id, error: e instanceof Error ? e.message : String(e) }),
    );
  });
}
