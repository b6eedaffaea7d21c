/** A read worker for read-stream.test.ts: a numbered stream that counts what it produced. */
import { parentPort, workerData } from 'node:worker_threads';
import { serveReads } from './read-protocol.ts';

const { file } = (workerData as { input: { file: string } }).input;
let produced = 0;

/** Numbered chunks of `bytes` each (a pull takes at least 64 KB, so 100 KB is one chunk per pull). */
function* numbers({ chunks, failAt, bytes = 100_000 }: { chunks: number; failAt?: number; bytes?: number }) {
  for (let i = 0; i < chunks; i++) {
    if (i === failAt) throw new Error('broken row');
    produced++;
    yield new TextEncoder().encode(`${i}\n`.padStart(bytes, ' '));
  }
}

serveReads(parentPort!, {
  read: (name) => (name === 'produced' ? produced : file),
  open: (_name, args) => numbers(args as { chunks: number; failAt?: number; bytes?: number }),
});
