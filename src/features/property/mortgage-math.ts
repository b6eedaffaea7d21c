/**
 * A mortgage on a unit's price: annuity (equal payments) or declining (equal principal, interest on the
 * rest, so the first payment is the largest). Rates are nominal annual percentages, monthly compounding;
 * the annual effective rate shows what a bank must also disclose. The annuity is the site's one formula in
 * `lib/calc-math.ts` (ADR 118), shared with the financial-literacy calculators.
 */
import { annuityMortgage } from '../../lib/calc-math.ts';

export type MortgageKind = 'annuity' | 'declining';
export const MORTGAGE_KINDS: readonly MortgageKind[] = ['annuity', 'declining'];

export interface MortgageInput {
  price: number;
  downPercent: number;
  rate: number;
  years: number;
}

export function mortgage(input: MortgageInput, kind: MortgageKind) {
  const years = Math.max(1 / 12, input.years);
  const annuity = annuityMortgage({ ...input, years });
  const { loan } = annuity;
  const n = Math.max(1, Math.round(years * 12));
  const i = input.rate / 100 / 12;
  let first: number;
  let last: number;
  let total: number;
  if (kind === 'annuity') {
    first = last = annuity.monthly;
    total = annuity.total;
  } else {
    const principal = loan / n;
    first = principal + loan * i;
    last = principal + principal * i;
    // Interest on a balance falling by `principal` each month: loan·i·(n+1)/2 over the term.
    total = loan + (loan * i * (n + 1)) / 2;
  }
  return {
    down: Math.round(annuity.down),
    loan: Math.round(loan),
    first: Math.round(first),
    last: Math.round(last),
    total: Math.round(total),
    overpayment: Math.round(total - loan),
    effectiveRate: Math.round((Math.pow(1 + i, 12) - 1) * 10_000) / 100,
  };
}
