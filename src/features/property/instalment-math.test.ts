import { describe, expect, it } from 'vitest';
import { instalment } from './instalment-math.ts';

describe('instalment', () => {
  it('takes the discount off first, then 20 % down and the rest over the term', () => {
    expect(instalment({ price: 30_000_000, downPercent: 20, months: 12, discountPercent: 10 })).toEqual({
      price: 27_000_000,
      down: 5_400_000,
      monthly: 1_800_000,
      months: 12,
      downPercent: 20,
      discount: 10,
    });
  });

  it('never goes below 20 % down or above a 15 % discount', () => {
    const r = instalment({ price: 10_000_000, downPercent: 5, months: 10, discountPercent: 40 });
    expect(r).toMatchObject({ downPercent: 20, discount: 15, price: 8_500_000, down: 1_700_000, monthly: 680_000 });
  });
});
