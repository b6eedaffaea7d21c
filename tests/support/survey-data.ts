/** Survey definitions for tests: a short literacy questionnaire with show-if, a scored item and declared debt. */
import type { SurveyInput } from '../../contract/survey.ts';

type Q = SurveyInput['definition']['questions'][number];
const label = (ru: string) => ({ kk: ru, ru, en: ru, zh: ru });
const opts = (...codes: string[]) => codes.map((code) => ({ code, label: label(code.toUpperCase()) }));

export const literacyQuestions = (): Q[] => [
  { code: 'has_debt', type: 'yes_no', label: label('Есть ли у вас долг?'), required: true },
  {
    code: 'debt_amount',
    type: 'integer',
    label: label('Сколько?'),
    required: true,
    min: 0,
    max: 100_000_000,
    show_if: { question: 'has_debt', equals: ['yes'] },
    measures_debt: true,
  },
  { code: 'place', type: 'single', label: label('Где вы живёте?'), options: opts('north', 'south') },
  { code: 'channel', type: 'multiple', label: label('Откуда узнали?'), options: opts('tv', 'web', 'friends') },
  {
    code: 'lit1',
    type: 'single',
    label: label('Что такое ГЭСВ?'),
    options: opts('a', 'b', 'c'),
    score: { right: 'b', points: 1 },
  },
  { code: 'lit2', type: 'yes_no', label: label('Нужно ли сравнивать ставки?'), score: { right: 'yes', points: 1 } },
  { code: 'age', type: 'integer', label: label('Возраст'), min: 14, max: 100 },
  { code: 'comment', type: 'long_text', label: label('Комментарий') },
];

export const surveyBody = (over: Partial<SurveyInput> = {}): SurveyInput => ({
  type: 'entry',
  title: label('Входная анкета'),
  definition: { questions: literacyQuestions() },
  ...over,
});
