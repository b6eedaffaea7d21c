import { describe, expect, it } from 'vitest';
import { FailureLimiter, reserve } from './rate-limit.ts';

describe('reserve', () => {
  it('counts the attempt at once, so the max+1st of a burst is refused before any check has answered', () => {
    const byPhone = new FailureLimiter(3, 60_000);
    const byAddress = new FailureLimiter(4, 60_000);
    const slots = Array.from({ length: 5 }, () =>
      reserve(
        [
          [byPhone, 'phone:1'],
          [byAddress, 'ip'],
        ],
        1000,
      ),
    );
    expect(slots.map((s) => typeof s)).toEqual(['function', 'function', 'function', 'number', 'number']);
    expect(slots[3]).toBe(60);
    // refused attempts counted nowhere: the address has the three reserved ones only
    expect(byAddress.retryAfter('ip', 1000)).toBe(0);
  });

  it('gives the attempt back on success, under every key', () => {
    const a = new FailureLimiter(1, 60_000);
    const b = new FailureLimiter(1, 60_000);
    const slot = reserve(
      [
        [a, 'x'],
        [b, 'y'],
      ],
      1000,
    );
    if (typeof slot === 'number') throw new Error('refused');
    expect(a.retryAfter('x', 1000)).toBeGreaterThan(0);
    slot();
    expect(a.retryAfter('x', 1000)).toBe(0);
    expect(b.retryAfter('y', 1000)).toBe(0);
  });
});

describe('FailureLimiter.take', () => {
  it('counts a batch whole or not at all, and says when it would fit', () => {
    const l = new FailureLimiter(10, 60_000);
    expect(l.take('ip', 6, 1_000)).toBe(0);
    expect(l.take('ip', 3, 31_000)).toBe(0);
    // 9 counted: 5 more fit only once the first six (at 1 s) have left the window, at 61 s
    expect(l.take('ip', 5, 31_000)).toBe(30);
    expect(l.take('ip', 1, 31_000)).toBe(0); // the refused batch was not counted
    expect(l.take('ip', 5, 61_000)).toBe(0);
    expect(l.take('other', 10, 61_000)).toBe(0); // keys are apart
  });
});
