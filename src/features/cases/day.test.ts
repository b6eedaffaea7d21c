import { describe, expect, it } from 'vitest';
import { hasNoNextStep, isDue, isOverdue, isResponseOverdue, matches } from './day.ts';

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

  it('a case past its first-contact SLA is overdue: as the server said, or once its deadline passes on the device', () => {
    const due = Date.parse('2026-11-30T16:30:00+05:00');
    const waiting = { ...c('2026-12-10'), clock: { sla_overdue: false, response_due_at: due } };
    expect(isResponseOverdue(waiting, due - 1)).toBe(false);
    expect(isResponseOverdue(waiting, due)).toBe(true);
    expect(matches(waiting, { overdue: true }, '2026-11-30', due)).toBe(true);
    expect(isResponseOverdue({ ...waiting, clock: { sla_overdue: true, response_due_at: null } })).toBe(true);
    expect(isResponseOverdue({ ...c(null, 3), clock: { sla_overdue: true, response_due_at: null } })).toBe(false);
  });
});
