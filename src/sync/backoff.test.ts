import { describe, expect, it } from 'vitest';
import { BACKOFF_CAP_MS, backoffDelay, classify, parseRetryAfter } from './backoff.ts';

describe('answer classification', () => {
  it('retries network errors, 408, 429 and 5xx; asks for sign-in on 401; renumbers on 409', () => {
    expect(classify('network')).toBe('retry');
    for (const s of [408, 429, 500, 502, 503, 504]) expect(classify(s), String(s)).toBe('retry');
    expect(classify(200)).toBe('ok');
    expect(classify(401)).toBe('auth');
    expect(classify(409)).toBe('gap');
    expect(classify(413)).toBe('too-large');
    expect(classify(400)).toBe('refused');
    expect(classify(422)).toBe('refused');
  });
});

describe('backoff', () => {
  it('grows exponentially within jitter bounds and is capped at 5 minutes', () => {
    expect(backoffDelay(1, undefined, () => 0)).toBe(1_000);
    expect(backoffDelay(1, undefined, () => 1)).toBe(2_000);
    expect(backoffDelay(3, undefined, () => 0)).toBe(4_000);
    expect(backoffDelay(3, undefined, () => 1)).toBe(8_000);
    expect(backoffDelay(30, undefined, () => 1)).toBe(BACKOFF_CAP_MS);
  });

  it('never retries sooner than Retry-After', () => {
    expect(backoffDelay(1, 120, () => 0)).toBe(120_000);
    expect(backoffDelay(1, 3600, () => 0)).toBe(BACKOFF_CAP_MS);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(parseRetryAfter('30')).toBe(30);
    expect(parseRetryAfter(new Date(Date.now() + 10_000).toUTCString())).toBeGreaterThanOrEqual(9);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});
