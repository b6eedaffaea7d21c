import { describe, expect, it } from 'vitest';
import { deriveStatus, today } from './status.ts';

describe('when a flow has ended', () => {
  it('follows the calendar in Kazakhstan (UTC+5), not UTC', () => {
    // 23:00 in Kazakhstan on the 20th, then half past midnight on the 21st, while UTC is still on the 20th.
    expect(today(new Date('2026-11-20T18:00:00Z'))).toBe('2026-11-20');
    expect(today(new Date('2026-11-20T19:30:00Z'))).toBe('2026-11-21');
    expect('2026-11-20' < today(new Date('2026-11-20T19:30:00Z'))).toBe(true);
  });
});

describe('a participant’s status', () => {
  it('is completed on the required days, not completed when the flow ends short of them', () => {
    expect(deriveStatus(4, true, false, 4)).toBe('completed');
    expect(deriveStatus(3, true, false, 4)).toBe('started');
    expect(deriveStatus(3, true, true, 4)).toBe('not_completed');
    expect(deriveStatus(0, false, false, 4)).toBe('applied');
  });
});
