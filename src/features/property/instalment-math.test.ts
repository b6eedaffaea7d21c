import { describe, expect, it } from 'vitest';
import { DEFAULT_PROPERTY_SETTINGS } from '../../../contract/property.ts';
import { instalment, priceOfArea } from './instalment-math.ts';

const seed = DEFAULT_PROPERTY_SETTINGS;

describe('instalment', () => {
  it('takes the discount off first, then 20 % down and the rest over the term', () => {
    expect(instalment({ price: 30_000_000, downPercent: 20, months: 12, discountPercent: 10 }, seed)).toEqual({
      price: 27_000_000,
      down: 5_400_000,
      monthly: 1_800_000,
      months: 12,
      downPercent: 20,
      discount: 10,
    });
  });

  it("never goes below the seed's 20 % down or above its 15 % discount", () => {
    const r = instalment({ price: 10_000_000, downPercent: 5, months: 10, discountPercent: 40 }, seed);
    expect(r).toMatchObject({ downPercent: 20, discount: 15, price: 8_500_000, down: 1_700_000, monthly: 680_000 });
  });

  it('follows the limits the settings give, not fixed ones: 30 % down, 5 % discount, 36 months at most', () => {
    const limits = { min_down_percent: 30, max_discount_percent: 5, max_instalment_months: 36 };
    const r = instalment({ price: 10_000_000, downPercent: 20, months: 60, discountPercent: 15 }, limits);
    expect(r).toMatchObject({ downPercent: 30, discount: 5, months: 36, price: 9_500_000, down: 2_850_000 });
    expect(r.monthly).toBe(Math.round(6_650_000 / 36));
  });

  it('an emptied field reads as its limit, never as NaN', () => {
    const r = instalment({ price: 10_000_000, downPercent: NaN, months: NaN, discountPercent: NaN }, seed);
    expect(r).toMatchObject({ downPercent: 20, discount: 0, months: 1, down: 2_000_000, monthly: 8_000_000 });
  });

  it("prices 51.1 m² at the seed's 550,000 ₸/m² as 28,105,000 ₸", () => {
    expect(priceOfArea(51.1, seed.instalment_price_m2)).toBe(28_105_000);
  });
});
