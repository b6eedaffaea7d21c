import { describe, expect, it } from 'vitest';
import { isQuotaError } from './quota.ts';

describe('a full disk', () => {
  it('is recognised directly and when wrapped inside an AbortError', () => {
    expect(isQuotaError(Object.assign(new Error('x'), { name: 'QuotaExceededError' }))).toBe(true);
    const wrapped = Object.assign(new Error('aborted'), { name: 'AbortError', inner: { name: 'QuotaExceededError' } });
    expect(isQuotaError(wrapped)).toBe(true);
    expect(isQuotaError(Object.assign(new Error('y'), { name: 'AbortError' }))).toBe(false);
  });
});
