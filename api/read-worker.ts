/** A read worker: one read-only connection, serving reads and export streams (api/lib/read-protocol.ts). */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { openReadOnly } from '../db/client.ts';
import { serveReads } from './lib/read-protocol.ts';
import { readsOn } from './reads.ts';

// Linux gives each thread its own nice value: a read worker yields the cores to the writer's loop, so a
// tablet's push is not kept waiting behind an admin's search or export. At the lowest priority (19, not 10)
// a push waits a millisecond less for a core while two searches and an export run (ADR 131). Elsewhere
// this may be refused.
try {
  setPriority(0, 19);
} catch {
  /* the reads still run, at the writer's priority */
}

const { file } = (workerData as { input: { file: string } }).input;
serveReads(parentPort!, readsOn(openReadOnly(file)));
