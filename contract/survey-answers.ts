/**
 * The one reading of an answer set against a frozen definition, shared by the runner (which questions
 * to show, what to ask again) and the server (what to refuse): show-if, required, the value's type and
 * range. An answer to a hidden question is refused, not dropped, so a device that showed other
 * questions than the server would have is told so instead of silently losing what it collected.
 */
import type { FieldErrors } from './errors.ts';
import type { AnswerValue, Definition, Question } from './survey.ts';

export type Answers = Record<string, AnswerValue | undefined>;

export const isEmpty = (v: AnswerValue | undefined) =>
  v === undefined ||
  v === null ||
  v === '' ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0);

/** Whether a question is shown, given the answers to the questions before it. */
export function isShown(q: Question, answers: Answers): boolean {
  if (!q.show_if) return true;
  const v = answers[q.show_if.question];
  const given = Array.isArray(v) ? v : typeof v === 'string' ? [v] : [];
  return given.some((g) => q.show_if!.equals.includes(g));
}

/** The questions shown for these answers, in order (a question hidden hides what depends on it). */
export function shownQuestions(def: Definition, answers: Answers): Question[] {
  const shown = new Set<string>();
  return def.questions.filter((q) => {
    const ok = (!q.show_if || shown.has(q.show_if.question)) && isShown(q, answers);
    if (ok) shown.add(q.code);
    return ok;
  });
}

const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));
const inRange = (q: Question, n: number) => (q.min === null || n >= q.min) && (q.max === null || n <= q.max);

/** The message id of what is wrong with a given (non-empty) answer, or null. */
function valueProblem(q: Question, v: AnswerValue): string | null {
  const codes = q.options.map((o) => o.code);
  switch (q.type) {
    case 'single':
    case 'dropdown':
      return typeof v === 'string' && codes.includes(v) ? null : 'validation.invalid';
    case 'yes_no':
      return v === 'yes' || v === 'no' ? null : 'validation.invalid';
    case 'region':
    case 'district':
      return typeof v === 'string' && /^\d{1,12}$/.test(v) ? null : 'validation.invalid';
    case 'multiple':
      return Array.isArray(v) && new Set(v).size === v.length && v.every((c) => codes.includes(c))
        ? null
        : 'validation.invalid';
    case 'ranking':
      // Every option, each once, in the respondent's order.
      return Array.isArray(v) && v.length === codes.length && codes.every((c) => v.includes(c))
        ? null
        : 'validation.invalid';
    case 'text':
    case 'long_text':
      return typeof v === 'string' && v.length <= (q.type === 'text' ? 300 : 5000) ? null : 'validation.invalid';
    case 'integer':
    case 'decimal':
      if (typeof v !== 'number' || !Number.isFinite(v) || (q.type === 'integer' && !Number.isInteger(v)))
        return 'validation.invalid';
      return inRange(q, v) ? null : 'survey.errors.out_of_range';
    case 'scale':
      return typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 5 ? null : 'validation.invalid';
    case 'date':
      return typeof v === 'string' && isDate(v) ? null : 'validation.invalid';
    case 'matrix': {
      if (typeof v !== 'object' || v === null || Array.isArray(v)) return 'validation.invalid';
      const rows = q.rows.map((r) => r.code);
      const entries = Object.entries(v);
      const ok = entries.every(([r, n]) => rows.includes(r) && Number.isInteger(n) && n >= 1 && n <= 5);
      if (!ok) return 'validation.invalid';
      return q.required && entries.length < rows.length ? 'validation.required' : null;
    }
  }
}

/** Per-answer message ids under `answers.<code>`; empty when the set may be stored. */
export function checkAnswers(def: Definition, answers: Answers): FieldErrors {
  const errors: FieldErrors = {};
  const known = new Set(def.questions.map((q) => q.code));
  const shown = new Set(shownQuestions(def, answers).map((q) => q.code));
  for (const [code, v] of Object.entries(answers)) {
    if (!known.has(code)) errors[`answers.${code}`] = ['survey.errors.unknown_question'];
    else if (!shown.has(code) && !isEmpty(v)) errors[`answers.${code}`] = ['survey.errors.hidden'];
  }
  for (const q of def.questions) {
    if (!shown.has(q.code)) continue;
    const v = answers[q.code];
    if (isEmpty(v)) {
      if (q.required) errors[`answers.${q.code}`] = ['validation.required'];
      continue;
    }
    const problem = valueProblem(q, v!);
    if (problem) errors[`answers.${q.code}`] = [problem];
  }
  return errors;
}

/** Points scored and the most there were to score, over the scored questions (hidden ones count as 0 of 0). */
export function scoreOf(def: Definition, answers: Answers): { score: number; max: number } | null {
  const shown = shownQuestions(def, answers);
  const scored = shown.filter((q) => q.score);
  if (!scored.length) return null;
  return scored.reduce(
    (acc, q) => ({
      score: acc.score + (answers[q.code] === q.score!.right ? q.score!.points : 0),
      max: acc.max + q.score!.points,
    }),
    { score: 0, max: 0 },
  );
}

/** The declared debt, if the definition asks for it and it was answered. */
export function debtOf(def: Definition, answers: Answers): number | null {
  const q = def.questions.find((x) => x.measures_debt);
  const v = q ? answers[q.code] : undefined;
  return typeof v === 'number' ? v : null;
}
