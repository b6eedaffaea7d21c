import { describe, expect, it } from 'vitest';
import { errorNames, withinFields } from './form-attention.ts';

const err = (message: string) => ({ type: 'custom', message });

describe('the errors a form holds, as a person counts them', () => {
  it('counts every wrong field once, nested and listed ones too, but not the note about the whole record', () => {
    const errors = {
      fio: err('validation.required'),
      confirmations: { tax_revenue_2023: err('validation.tick.required') },
      cooperatives: [undefined, { name: err('validation.required'), members: err('validation.number.range') }],
      root: err('validation.contest.closed'),
    };
    expect(errorNames(errors)).toEqual([
      'fio',
      'confirmations.tax_revenue_2023',
      'cooperatives.1.name',
      'cooperatives.1.members',
    ]);
  });

  it('a list that is wrong as a whole is one field', () => {
    expect(errorNames({ courses: err('validation.required') })).toEqual(['courses']);
  });

  it("a step's fields hold their nested fields", () => {
    expect(withinFields('cooperatives.1.name', ['cooperatives'])).toBe(true);
    expect(withinFields('cooperatives_count', ['cooperatives'])).toBe(false);
  });
});
