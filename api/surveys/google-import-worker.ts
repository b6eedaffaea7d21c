/** The Google Forms import's worker entry (started by google-import-store.ts through lib/worker-run.ts). */
import { parentPort } from 'node:worker_threads';
import type { WorkerJob } from '../lib/worker-run.ts';
import { planGoogleImport, type GoogleImportInput } from './google-import.ts';

parentPort!.on('message', ({ input }: WorkerJob<GoogleImportInput>) => {
  parentPort!.postMessage(planGoogleImport(input));
});
