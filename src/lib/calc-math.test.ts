import { describe, expect, it } from 'vitest';
import { annuityMortgage, compoundDeposit, dailyBudget } from './calc-math.ts';

describe('calculators', () => {
  it('daily budget: 300 000 income, 180 000 expenses, 30 000 savings leaves 90 000 a month', () => {
    const { free, overspent } = dailyBudget({ income: 300_000, expenses: 180_000, savings: 30_000 });
    expect(free.month).toBe(90_000);
    expect(free.year).toBe(1_080_000);
    expect(free.day).toBeCloseTo(2958.9, 1); // 1 080 000 / 365
    expect(overspent).toBe(false);
    expect(dailyBudget({ income: 100, expenses: 150, savings: 0 }).overspent).toBe(true);
  });

  it('deposit: 1 000 000 at 12 % for 12 months, compounded monthly, grows to 1 126 825.03', () => {
    const r = compoundDeposit({ amount: 1_000_000, rate: 12, months: 12 });
    expect(r.final).toBeCloseTo(1_126_825.03, 2); // 1 000 000 × 1.01^12
    expect(r.interest).toBeCloseTo(126_825.03, 2);
    expect(r.income.month).toBeCloseTo(10_568.75, 2);
    expect(r.income.day).toBeCloseTo(347.47, 2);
  });

  it('mortgage: 12 500 000 with 20 % down at 12 % for 10 years pays 143 470.95 a month', () => {
    const r = annuityMortgage({ price: 12_500_000, downPercent: 20, rate: 12, years: 10 });
    expect(r.down).toBe(2_500_000);
    expect(r.loan).toBe(10_000_000);
    // 10 000 000 × 0.01 / (1 − 1.01^−120) = 100 000 / 0.6970051
    expect(r.monthly).toBeCloseTo(143_470.95, 2);
    expect(r.total).toBeCloseTo(17_216_514.1, 0);
    expect(r.overpayment).toBeCloseTo(7_216_514.1, 0);
    expect(r.payment.year).toBeCloseTo(1_721_651.41, 1);
  });

  it('mortgage at 0 % splits the loan evenly', () => {
    expect(annuityMortgage({ price: 1_200_000, downPercent: 0, rate: 0, years: 1 }).monthly).toBe(100_000);
  });
});
