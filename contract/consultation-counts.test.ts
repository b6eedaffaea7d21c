import { describe, expect, it } from 'vitest';
import { arrestCounts, debtHelpCounts, zeroArrests, zeroDebtHelp } from './consultation-counts.ts';
import { fieldErrors } from './errors.ts';

describe('arrest and debt-help counts', () => {
  it('takes the form’s strings as whole numbers, an empty input as none', () => {
    expect(
      arrestCounts.parse({ ...zeroArrests(), by_writs: '2', accounts_seized: '3', accounts_released: '' }),
    ).toEqual({ ...zeroArrests(), by_writs: 2, accounts_seized: 3 });
    expect(debtHelpCounts.parse({ ...zeroDebtHelp(), mfo: 4 }).mfo).toBe(4);
  });

  it('refuses negatives, fractions and more released or unreleased accounts than seized, each on its field', () => {
    const r = arrestCounts.safeParse({
      ...zeroArrests(),
      by_court_act: -1,
      by_writs: '1.5',
    });
    expect(fieldErrors(r.error!)).toEqual({
      by_court_act: ['validation.number.nonNegative'],
      by_writs: ['validation.number.whole'],
    });
    const over = arrestCounts.safeParse({
      ...zeroArrests(),
      accounts_seized: 2,
      accounts_released: 3,
      accounts_unreleased: 5,
    });
    expect(fieldErrors(over.error!)).toEqual({
      accounts_released: ['cases.counts.released_over_seized'],
      accounts_unreleased: ['cases.counts.unreleased_over_seized'],
    });
    expect(arrestCounts.safeParse({ ...zeroArrests(), accounts_seized: 2, accounts_released: 2 }).success).toBe(true);
  });
});
