import { describe, expect, it } from 'vitest';
import { hasNoNextStep, isDue, isOverdue, matches } from './day.ts';

const c = (remind_at: string | null, status: 1 | 2 | 3 = 2) => ({
  status,
  remind_at,
  type: 'fraud' as const,
  outcome: null,
  region_id: 110000000,
});

describe("the lawyer's day", () => {
  it('a reminder today is due, not overdue; yesterday is both; a finished case is neither', () => {
    expect([isDue(c('2026-03-16'), '2026-03-16'), isOverdue(c('2026-03-16'), '2026-03-16')]).toEqual([true, false]);
    expect([isDue(c('2026-03-15'), '2026-03-16'), isOverdue(c('2026-03-15'), '2026-03-16')]).toEqual([true, true]);
    expect(isDue(c('2026-03-15', 3), '2026-03-16')).toBe(false);
  });

  it('an open case without a reminder has no next step', () => {
    expect(hasNoNextStep(c(null))).toBe(true);
    expect(hasNoNextStep(c(null, 3))).toBe(false);
  });

  it('filters by status, type, outcome (none too), region and overdue', () => {
    expect(matches(c('2026-03-15'), { status: '2', type: 'fraud', outcome: 'none', region_id: '110000000' })).toBe(
      true,
    );
    expect(matches(c('2026-03-17'), { overdue: true }, '2026-03-16')).toBe(false);
    expect(matches(c(null), { status: '1' })).toBe(false);
  });
});
