/**
 * The builder's form holds text (numbers as typed, show-if codes as "a, b"); this turns it into the
 * definition the API takes and back. Paths are the definition's own, so a 422's
 * `definition.questions.3.show_if.question` lands on that question's show-if field.
 */
import type { Label, PerPerson, QuestionType, SurveyInput, SurveyType } from '../../../contract/survey.ts';

export type LabelValues = { kk: string; ru: string; en: string; zh: string };
export interface OptionValues {
  code: string;
  label: LabelValues;
}
export interface QuestionValues {
  code: string;
  type: QuestionType;
  label: LabelValues;
  required: boolean;
  options: OptionValues[];
  rows: OptionValues[];
  min: string;
  max: string;
  show_if: { question: string; equals: string };
  score: { right: string; points: string };
  measures_debt: boolean;
}
export interface BuilderValues {
  type: SurveyType;
  /** One answer per person, or a repeated measurement (absent: the server keeps what the survey has). */
  per_person?: PerPerson;
  title: LabelValues;
  definition: { questions: QuestionValues[] };
}

export const blankLabel = (): LabelValues => ({ kk: '', ru: '', en: '', zh: '' });
const labelValues = (l: Label): LabelValues => ({ kk: l.kk ?? '', ru: l.ru ?? '', en: l.en ?? '', zh: l.zh ?? '' });
const label = (l: LabelValues): Label =>
  Object.fromEntries(Object.entries(l).filter(([, v]) => v.trim() !== '')) as Label;
const num = (s: string) => (s.trim() === '' ? null : Number(s.replace(',', '.')));

export const blankQuestion = (n: number): QuestionValues => ({
  code: `q${n}`,
  type: 'single',
  label: blankLabel(),
  required: false,
  options: [],
  rows: [],
  min: '',
  max: '',
  show_if: { question: '', equals: '' },
  score: { right: '', points: '' },
  measures_debt: false,
});

export function toInput(v: BuilderValues): SurveyInput {
  return {
    type: v.type,
    ...(v.per_person ? { per_person: v.per_person } : {}),
    title: label(v.title),
    definition: {
      questions: v.definition.questions.map((q) => ({
        code: q.code.trim(),
        type: q.type,
        label: label(q.label),
        required: q.required,
        options: q.options.map((o) => ({ code: o.code.trim(), label: label(o.label) })),
        rows: q.rows.map((o) => ({ code: o.code.trim(), label: label(o.label) })),
        min: num(q.min),
        max: num(q.max),
        show_if: q.show_if.question
          ? {
              question: q.show_if.question,
              equals: q.show_if.equals
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean),
            }
          : null,
        score: q.score.right ? { right: q.score.right, points: num(q.score.points) ?? 1 } : null,
        measures_debt: q.measures_debt,
      })),
    },
  };
}

export function fromInput(s: {
  type: SurveyType;
  per_person?: PerPerson;
  title: Label;
  definition: SurveyInput['definition'];
}): BuilderValues {
  return {
    type: s.type,
    ...(s.per_person ? { per_person: s.per_person } : {}),
    title: labelValues(s.title),
    definition: {
      questions: s.definition.questions.map((q) => ({
        code: q.code,
        type: q.type,
        label: labelValues(q.label),
        required: q.required ?? false,
        options: (q.options ?? []).map((o) => ({ code: o.code, label: labelValues(o.label) })),
        rows: (q.rows ?? []).map((o) => ({ code: o.code, label: labelValues(o.label) })),
        min: q.min === null || q.min === undefined ? '' : String(q.min),
        max: q.max === null || q.max === undefined ? '' : String(q.max),
        show_if: { question: q.show_if?.question ?? '', equals: q.show_if?.equals.join(', ') ?? '' },
        score: { right: q.score?.right ?? '', points: q.score ? String(q.score.points) : '' },
        measures_debt: q.measures_debt ?? false,
      })),
    },
  };
}
