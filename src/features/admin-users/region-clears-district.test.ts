import { createFormControl } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { clearDistrictOnRegionChange } from './region-clears-district.ts';
import { toFormValues, type UserFormValues } from './user-form-values.ts';

const loaded = {
  ...toFormValues(undefined),
  region_id: 751000000,
  district_id: 751210000,
  locality: 'Алмалы',
} satisfies UserFormValues;

describe('user form: region and district', () => {
  it('changing the region clears the chosen district and keeps everything else', () => {
    const form = createFormControl<UserFormValues>({ defaultValues: loaded });
    clearDistrictOnRegionChange(form);
    form.setValue('region_id', 711000000);
    expect(form.getValues()).toMatchObject({ region_id: 711000000, district_id: null, locality: 'Алмалы' });
  });

  it('loading another user keeps that user’s district', () => {
    const form = createFormControl<UserFormValues>({ defaultValues: toFormValues(undefined) });
    clearDistrictOnRegionChange(form);
    form.reset(loaded);
    expect(form.getValues('district_id')).toBe(751210000);
    form.setValue('district_id', 751220000);
    expect(form.getValues('district_id')).toBe(751220000);
  });
});
