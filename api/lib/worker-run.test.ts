import { describe, expect, it } from 'vitest';
import { runWorker, WorkerFailed } from './worker-run.ts';

const limits = { heapMb: 32, timeoutMs: 120_000 };
const echo = new URL('../../tests/support/echo-worker.ts', import.meta.url);
const hog = new URL('../../tests/support/heap-hog-worker.ts', import.meta.url);

interface Echo {
  input: unknown;
  threadId: number;
}

describe('runWorker', () => {
  it('a worker that eats its heap dies alone, reported as out_of_memory', async () => {
    const failed = await runWorker(hog, null, limits).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(WorkerFailed);
    expect((failed as WorkerFailed).reason).toBe('out_of_memory');
  });

  it('a worker that answered takes the next job without starting again', async () => {
    const first = await runWorker<Echo>(echo, 'a', limits);
    const second = await runWorker<Echo>(echo, 'b', limits);
    expect([first.input, second.input]).toEqual(['a', 'b']);
    expect(second.threadId).toBe(first.threadId);
  });

  it('a worker used many times collects no listeners', async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.name);
    process.on('warning', onWarning);
    try {
      for (let i = 0; i < 15; i++) await runWorker<Echo>(echo, i, limits);
      await new Promise((r) => setImmediate(r));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings).not.toContain('MaxListenersExceededWarning');
  });

  it('two jobs at once run in two workers, and a job past its time ceiling is stopped as a timeout', async () => {
    const [a, b] = await Promise.all([runWorker<Echo>(echo, 1, limits), runWorker<Echo>(echo, 2, limits)]);
    expect(a.threadId).not.toBe(b.threadId);
    const stuck = await runWorker(hog, null, { heapMb: 512, timeoutMs: 50 }).catch((e: unknown) => e);
    expect((stuck as WorkerFailed).reason).toBe('timeout');
    const after = await runWorker<Echo>(echo, 3, limits);
    expect(after.input).toBe(3);
  });
});
