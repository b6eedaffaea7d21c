import { describe, expect, it } from 'vitest';
import { definitionSchema } from '../../../contract/survey.ts';
import { toAnswers } from './answer-values.ts';

const def = definitionSchema.parse({
  questions: [
    { code: 'has_debt', type: 'yes_no', label: { ru: 'Долг?' } },
    { code: 'amount', type: 'decimal', label: { ru: 'Сколько?' }, show_if: { question: 'has_debt', equals: ['yes'] } },
    { code: 'feel', type: 'matrix', label: { ru: 'Оценки' }, rows: [{ code: 'a', label: { ru: 'A' } }] },
    {
      code: 'pick',
      type: 'multiple',
      label: { ru: 'Что?' },
      options: [
        { code: 'x', label: { ru: 'X' } },
        { code: 'y', label: { ru: 'Y' } },
      ],
    },
  ],
});

describe('toAnswers', () => {
  it('types what the inputs hold and drops a hidden question’s leftover input', () => {
    expect(toAnswers(def, { has_debt: 'yes', amount: '12,5', feel: { a: '4' }, pick: false })).toEqual({
      has_debt: 'yes',
      amount: 12.5,
      feel: { a: 4 },
    });
    expect(toAnswers(def, { has_debt: 'no', amount: '12', pick: ['x'] })).toEqual({ has_debt: 'no', pick: ['x'] });
  });
});
