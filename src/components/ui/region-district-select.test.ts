import { describe, expect, it } from 'vitest';
import { pickKato } from './region-district-select.tsx';

const chosen = { region: 751000000, district: 751210000, okrug: 751210100 };

describe('RegionDistrictSelect: what a choice clears', () => {
  it('another region clears the district and the okrug', () => {
    expect(pickKato(chosen, 'region', 711000000)).toEqual({ region: 711000000, district: undefined, okrug: undefined });
  });

  it('clearing the region clears everything', () => {
    expect(pickKato(chosen, 'region', undefined)).toEqual({ region: undefined, district: undefined, okrug: undefined });
  });

  it('another district keeps the region and clears the okrug', () => {
    expect(pickKato(chosen, 'district', 751220000)).toEqual({
      region: 751000000,
      district: 751220000,
      okrug: undefined,
    });
  });

  it('an okrug changes only the okrug', () => {
    expect(pickKato(chosen, 'okrug', 751210200)).toEqual({ ...chosen, okrug: 751210200 });
  });
});
