import { describe, expect, it } from 'vitest';
import { surveyInput } from '../../../contract/survey.ts';
import { blankQuestion, fromInput, toInput } from './builder-values.ts';

describe('builder values', () => {
  it('turn typed text into a definition the API accepts, and back', () => {
    const q = blankQuestion(1);
    q.label.ru = 'Долг?';
    q.type = 'yes_no';
    q.score = { right: 'yes', points: '2' };
    const amount = { ...blankQuestion(2), type: 'decimal' as const, min: '0', max: '1 000'.replace(' ', '') };
    amount.label.kk = 'Қанша?';
    amount.show_if = { question: 'q1', equals: 'yes, ' };
    const input = toInput({
      type: 'entry',
      title: { kk: '', ru: 'Анкета', en: '', zh: '' },
      definition: { questions: [q, amount] },
    });
    const parsed = surveyInput.parse(input);
    expect(parsed.title).toEqual({ ru: 'Анкета' });
    expect(parsed.definition.questions[0]!.score).toEqual({ right: 'yes', points: 2 });
    expect(parsed.definition.questions[1]).toMatchObject({
      min: 0,
      max: 1000,
      show_if: { question: 'q1', equals: ['yes'] },
    });
    expect(fromInput(parsed).definition.questions[1]!.show_if).toEqual({ question: 'q1', equals: 'yes' });
  });
});
