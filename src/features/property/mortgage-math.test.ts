import { describe, expect, it } from 'vitest';
import { annuityMortgage } from '../../lib/calc-math.ts';
import { mortgage } from './mortgage-math.ts';

const input = { price: 30_000_000, downPercent: 20, rate: 12, years: 10 };

describe('mortgage', () => {
  it('annuity: equal payments (24 000 000 at 12 % for 120 months is 344 330 a month)', () => {
    const r = mortgage(input, 'annuity');
    expect(r).toMatchObject({ down: 6_000_000, loan: 24_000_000, first: 344_330, last: 344_330 });
    expect(r.overpayment).toBe(r.total - 24_000_000);
  });

  it("annuity is the literacy calculators' own formula: the same monthly payment for the same terms", () => {
    const terms = { price: 12_500_000, downPercent: 0, rate: 12, years: 10 };
    expect(mortgage(terms, 'annuity').first).toBe(Math.round(annuityMortgage(terms).monthly));
    expect(mortgage(terms, 'annuity').first).toBe(179_339);
  });

  it('declining: 200 000 principal a month, interest on the rest; less overpaid than the annuity', () => {
    const r = mortgage(input, 'declining');
    expect(r).toMatchObject({ first: 440_000, last: 202_000, overpayment: 14_520_000 });
    expect(r.overpayment).toBeLessThan(mortgage(input, 'annuity').overpayment);
  });

  it('a zero rate repays the loan in equal parts and overpays nothing', () => {
    expect(mortgage({ ...input, rate: 0 }, 'annuity')).toMatchObject({ first: 200_000, overpayment: 0 });
    expect(mortgage({ ...input, rate: 0 }, 'declining')).toMatchObject({ first: 200_000, last: 200_000 });
  });

  it('shows the annual effective rate of a nominal one (7 % → 7.23 %, the state 7-20-25)', () => {
    expect(mortgage({ ...input, rate: 7 }, 'annuity').effectiveRate).toBe(7.23);
  });
});
