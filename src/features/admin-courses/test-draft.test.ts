import { describe, expect, it } from 'vitest';
import { draftOf, emptyTexts, questionsInput } from './test-draft.ts';

const saved = {
  id: 1,
  course_id: 1,
  lesson_id: null,
  pass_count: 1,
  pool_size: null,
  shuffle: false,
  attempt_limit: null,
  practice: false,
  version: 3,
  questions: [
    {
      id: 'q1',
      text: { kk: 'Шығыстарды жазу керек пе?', ru: 'Нужно ли записывать расходы?' },
      multiple: false,
      image: null,
      answers: [
        { id: 'a', text: { kk: 'Иә', ru: 'Да' }, right: true },
        { id: 'b', text: { kk: 'Жоқ', ru: 'Нет' }, right: false },
      ],
    },
  ],
};

describe('the test editor’s working copy', () => {
  it('an expert editing in Russian keeps the Kazakh texts a colleague wrote', () => {
    const [q] = draftOf(saved);
    const edited = { ...q!, text: { ...q!.text, ru: 'Записывать ли расходы?' } };
    expect(questionsInput([edited])[0]).toEqual({
      id: 'q1',
      text: { kk: 'Шығыстарды жазу керек пе?', ru: 'Записывать ли расходы?' },
      multiple: false,
      image: null,
      answers: [
        { id: 'a', text: { kk: 'Иә', ru: 'Да' }, right: true },
        { id: 'b', text: { kk: 'Жоқ', ru: 'Нет' }, right: false },
      ],
    });
  });

  it('a language left empty is not saved as blank, and its tab counts what is missing', () => {
    const [q] = draftOf(saved);
    const withBlank = { ...q!, text: { ...q!.text, en: '  ' } };
    expect(questionsInput([withBlank])[0]!.text).toEqual({
      kk: 'Шығыстарды жазу керек пе?',
      ru: 'Нужно ли записывать расходы?',
    });
    expect(emptyTexts([q!], 'kk')).toBe(0);
    expect(emptyTexts([q!], 'en')).toBe(3);
  });
});
