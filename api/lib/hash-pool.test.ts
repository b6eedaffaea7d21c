import { describe, expect, it } from 'vitest';
import { createHashPool, HashesBusy } from './hash-pool.ts';

describe('hash pool', () => {
  it('runs at most `limit` at once, queues `queue` more and refuses the rest with HashesBusy', async () => {
    const pool = createHashPool(2, 1);
    let running = 0;
    let most = 0;
    const gates: (() => void)[] = [];
    const work = () =>
      new Promise<void>((done) => {
        running++;
        most = Math.max(most, running);
        gates.push(() => (running--, done()));
      });
    const first = [pool.run(work), pool.run(work), pool.run(work)];
    await expect(pool.run(work)).rejects.toBeInstanceOf(HashesBusy);
    expect(running).toBe(2);
    gates.shift()!(); // one finishes: the queued one takes its slot
    await first[0];
    await new Promise((go) => setImmediate(go)); // every pending promise step has run
    expect(running).toBe(2);
    while (gates.length) gates.shift()!();
    await Promise.all(first);
    expect(most).toBe(2);
    await expect(pool.run(async () => 'free again')).resolves.toBe('free again');
  });

  it('gives the slot back when the work fails', async () => {
    const pool = createHashPool(1, 0);
    await expect(pool.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(pool.run(async () => 1)).resolves.toBe(1);
  });
});
