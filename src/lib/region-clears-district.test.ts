import { createFormControl } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { clearBelowOnRegionChange } from './region-clears-district.ts';

interface Values {
  name: string;
  region_id: number | null;
  district_id: number | null;
  rural_okrug_id: number | null;
  locality: string;
}
const blank: Values = { name: '', region_id: null, district_id: null, rural_okrug_id: null, locality: '' };
const loaded: Values = {
  name: 'Айгүл',
  region_id: 751000000,
  district_id: 751210000,
  rural_okrug_id: 751210100,
  locality: 'Алмалы',
};

describe('a form with a region and a district', () => {
  it('changing the region clears the chosen district and keeps everything else', () => {
    const form = createFormControl<Values>({ defaultValues: loaded });
    clearBelowOnRegionChange(form, 'region_id', ['district_id']);
    form.setValue('region_id', 711000000);
    expect(form.getValues()).toMatchObject({ region_id: 711000000, district_id: null, locality: 'Алмалы' });
  });

  it('clears the rural okrug too when asked', () => {
    const form = createFormControl<Values>({ defaultValues: loaded });
    clearBelowOnRegionChange(form, 'region_id', ['district_id', 'rural_okrug_id']);
    form.setValue('region_id', 711000000);
    expect(form.getValues()).toMatchObject({ district_id: null, rural_okrug_id: null, name: 'Айгүл' });
  });

  it('loading another record keeps that record’s district', () => {
    const form = createFormControl<Values>({ defaultValues: blank });
    clearBelowOnRegionChange(form, 'region_id', ['district_id']);
    form.reset(loaded);
    expect(form.getValues('district_id')).toBe(751210000);
    form.setValue('district_id', 751220000);
    expect(form.getValues('district_id')).toBe(751220000);
  });
});
