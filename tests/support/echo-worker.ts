/** A worker that answers each job with its input and its own thread id: shows whether a worker was reused. */
import { parentPort, threadId } from 'node:worker_threads';
import type { WorkerJob } from '../../api/lib/worker-run.ts';

parentPort!.on('message', ({ input }: WorkerJob<unknown>) => parentPort!.postMessage({ input, threadId }));
