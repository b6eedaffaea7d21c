import { describe, expect, it } from 'vitest';
import { runWorker, WorkerFailed } from './worker-run.ts';

describe('runWorker', () => {
  it('a worker that eats its heap dies alone, reported as out_of_memory', async () => {
    const hog = new URL('../../tests/support/heap-hog-worker.ts', import.meta.url);
    const failed = await runWorker(hog, null, { heapMb: 32, timeoutMs: 120_000 }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(WorkerFailed);
    expect((failed as WorkerFailed).reason).toBe('out_of_memory');
  });
});
