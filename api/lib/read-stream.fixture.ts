/** A read worker for read-stream.test.ts: a numbered stream that counts what it produced. */
import { parentPort, workerData } from 'node:worker_threads';
import { serveReads } from './read-protocol.ts';

const { file } = (workerData as { input: { file: string } }).input;
let produced = 0;

function* numbers({ chunks, failAt }: { chunks: number; failAt?: number }) {
  for (let i = 0; i < chunks; i++) {
    if (i === failAt) throw new Error('broken row');
    produced++;
    yield new TextEncoder().encode(`${i}\n`.padStart(40_000, ' '));
  }
}

serveReads(parentPort!, {
  read: (name) => (name === 'produced' ? produced : file),
  open: (_name, args) => numbers(args as { chunks: number; failAt?: number }),
});
