/**
 * Counts failures per key in a sliding window. In memory on purpose: one server process owns the
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
    return Math.ceil((list[list.length - this.max]! + this.windowMs - now) / 1000);
  }

  fail(key: string, now = Date.now()) {
    this.hits.set(key, [...this.recent(key, now), now]);
  }

  reset(key: string) {
    this.hits.delete(key);
  }
}
