/** A worker that keeps every array it makes: what a parser expanding a zip bomb does to its heap. */
import { parentPort } from 'node:worker_threads';

parentPort!.once('message', () => {
  const kept: number[][] = [];
  for (;;) kept.push(new Array(1_000_000).fill(kept.length));
});
