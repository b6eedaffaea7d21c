import { describe, expect, it } from 'vitest';
import { answerOrder, practiceGrade } from './attempt-order.ts';

const answers = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('answer order', () => {
  it('a reload of the same attempt shows the answers in the same order', () => {
    const first = answerOrder(answers, 'attempt-1', 'q1', true);
    expect(answerOrder(answers, 'attempt-1', 'q1', true)).toEqual(first);
    expect([...first].sort()).toEqual(answers);
  });

  it('another attempt (or question) deals the answers anew', () => {
    const orders = new Set(
      Array.from({ length: 20 }, (_, i) => answerOrder(answers, `attempt-${i}`, 'q1', true).join('')),
    );
    expect(orders.size).toBeGreaterThan(10);
    expect(answerOrder(answers, 'attempt-1', 'q1', true)).not.toEqual(answerOrder(answers, 'attempt-1', 'q2', true));
  });

  it('without shuffling the admin’s order stays', () => {
    expect(answerOrder(answers, 'attempt-1', 'q1', false)).toEqual(answers);
  });
});

describe('practice grading on the phone', () => {
  it('counts a question when the chosen answers are exactly the right ones', () => {
    const result = practiceGrade(
      ['q1', 'q2', 'q3'],
      { q1: ['a'], q2: ['a', 'b'], q3: ['c', 'a'] },
      { q1: ['a'], q2: ['b'], q3: ['a', 'c'] },
      2,
    );
    expect(result).toEqual({ correct: 2, passed: true, rightIds: new Set(['q1', 'q3']) });
  });
});
