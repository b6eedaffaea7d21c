import { describe, expect, it } from 'vitest';
import { agroForm } from '../tests/support/agro-data.ts';
import { agroFormSchema } from './agro.ts';

const issues = (over: Record<string, unknown>) => {
  const r = agroFormSchema.safeParse({ ...agroForm(), ...over });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('agro form schema', () => {
  it('reads land in sotka with a decimal comma and counts as numbers', () => {
    const r = agroFormSchema.parse(agroForm({ land_area: '12,5', poultry_count: '40', fish_count: '' }));
    expect(r).toMatchObject({ land_area: 12.5, poultry_count: 40, fish_count: undefined });
  });

  it('a member names the cooperative; a credit need gives amount and purpose; a prior programme its name', () => {
    expect(issues({ coop_status: 'member', coop_name: '' })).toEqual({ coop_name: 'validation.required' });
    expect(issues({ coop_status: 'wants_to_join', coop_name: '' })).toEqual({});
    expect(issues({ credit_needed: 'yes', credit_amount: '', credit_purpose: '' })).toEqual({
      credit_amount: 'validation.required',
      credit_purpose: 'validation.required',
    });
    expect(issues({ prior_programme: 'yes', prior_programme_name: '' })).toEqual({
      prior_programme_name: 'validation.required',
    });
  });

  it('needs at least one course, each once, from the fixed list', () => {
    expect(issues({ courses: [] })).toEqual({ courses: 'agro.courses.pick' });
    expect(issues({ courses: ['apple', 'apple'] })).toEqual({ courses: 'agro.courses.pick' });
    expect(Object.keys(issues({ courses: ['potato'] }))).toEqual(['courses.0']);
  });

  it('holds the shared person rules: the IIN decides birthday and gender, and consent is required', () => {
    expect(issues({ gender: 'male' })).toEqual({ gender: 'validation.gender.iin' });
    expect(issues({ birthday: '1985-03-13' })).toEqual({ birthday: 'validation.birthday.invalid' });
    expect(issues({ consent_personal_data: false })).toEqual({ consent_personal_data: 'validation.tick.required' });
  });
});
