// A worker thread does not inherit the parent's TypeScript loader (tsx, or Vitest's transform): this
// plain module registers tsx in the worker, then loads the TypeScript entry it was given.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
