/**
 * The runner keeps what the inputs hold (text of numbers, radio strings) in the draft; this turns it
 * into the typed answers `survey.answer` carries, for the questions shown only — a hidden question's
 * leftover input is never sent (the server would refuse it).
 */
import { isEmpty, shownQuestions, type Answers } from '../../../contract/survey-answers.ts';
import type { AnswerValue, Definition, Question } from '../../../contract/survey.ts';

export type RawAnswers = Record<string, unknown>;

function typed(q: Question, raw: unknown): AnswerValue | undefined {
  if (raw === undefined || raw === null || raw === '' || raw === false) return undefined;
  switch (q.type) {
    case 'integer':
    case 'decimal':
    case 'scale': {
      const text = String(raw).trim().replace(',', '.');
      return text === '' ? undefined : Number(text);
    }
    case 'multiple':
    case 'ranking':
      return Array.isArray(raw) ? raw.map(String) : [String(raw)];
    case 'matrix': {
      const out: Record<string, number> = {};
      for (const [row, v] of Object.entries((raw ?? {}) as Record<string, unknown>))
        if (v !== null && v !== undefined && v !== '') out[row] = Number(v);
      return out;
    }
    default:
      return String(raw);
  }
}

export function toAnswers(def: Definition, raw: RawAnswers): Record<string, AnswerValue> {
  const parsed: Answers = {};
  for (const q of def.questions) parsed[q.code] = typed(q, raw[q.code]);
  const out: Record<string, AnswerValue> = {};
  for (const q of shownQuestions(def, parsed)) if (!isEmpty(parsed[q.code])) out[q.code] = parsed[q.code]!;
  return out;
}
