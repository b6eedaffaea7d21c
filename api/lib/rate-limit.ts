/**
 * Counts attempts per key in a sliding window. In memory on purpose: one server process owns the
 * database, and a restart forgetting counters is harmless next to a lockout that outlives its cause.
 */
export class FailureLimiter {
  private hits = new Map<string, number[]>();
  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  private recent(key: string, now: number) {
    const list = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfter(key: string, now = Date.now()) {
    const list = this.recent(key, now);
    if (list.length < this.max) return 0;
    return Math.max(1, Math.ceil((list[list.length - this.max]! + this.windowMs - now) / 1000));
  }

  /**
   * Counts `n` hits at once if they fit under the limit, and answers 0; otherwise counts nothing and
   * answers the seconds until they would fit. More than `max` at once waits for an empty window.
   */
  take(key: string, n: number, now = Date.now()) {
    const list = this.recent(key, now);
    const over = list.length + Math.min(n, this.max) - this.max;
    if (over > 0) return Math.max(1, Math.ceil((list[over - 1]! + this.windowMs - now) / 1000));
    this.hits.set(key, [...list, ...Array<number>(n).fill(now)]);
    return 0;
  }

  fail(key: string, now = Date.now()) {
    this.hits.set(key, [...this.recent(key, now), now]);
  }

  /** Gives back one attempt counted at `at` (a reservation that turned out to be a success). */
  release(key: string, at: number) {
    const list = this.hits.get(key);
    const i = list?.lastIndexOf(at) ?? -1;
    if (i < 0) return;
    list!.splice(i, 1);
    if (!list!.length) this.hits.delete(key);
  }

  reset(key: string) {
    this.hits.delete(key);
  }
}

/**
 * Counts an attempt under every key BEFORE the slow check runs, all or none, synchronously: requests
 * sent at once cannot all pass a "fewer than max so far" test and then all fail. Answers the seconds to
 * wait when any key is full, else a function that gives the attempts back (call it on success).
 */
export function reserve(slots: [FailureLimiter, string][], now = Date.now()): number | (() => void) {
  const wait = Math.max(0, ...slots.map(([l, key]) => l.retryAfter(key, now)));
  if (wait > 0) return wait;
  for (const [l, key] of slots) l.fail(key, now);
  return () => slots.forEach(([l, key]) => l.release(key, now));
}
