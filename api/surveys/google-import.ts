/**
 * A Google Forms CSV export into a survey (ADR 081): the first column is Google's timestamp, each other
 * column one question. A column maps to a question by the admin's choice, else by the map saved from
 * the last import, else by its header equal to a question's code or label in any language; the rest
 * become new questions with an inferred type. New questions or options publish a new version, so the
 * imported answers sit on a frozen definition like any other. Each row is stored once however often
 * the same file is imported (its record id is a hash of the survey and the row).
 *
 * Reading the file is all computation on text a caller sent, so it runs in a worker (google-import-worker.ts):
 * 80,000 columns once held the event loop for minutes. Matching is by maps, linear in the file, and a file
 * with more columns than a survey may have questions is refused before any matching.
 */
import { createHash } from 'node:crypto';
import { parseCsv } from '../lib/csv.ts';
import type { FieldErrors } from '../../contract/errors.ts';
import { checkAnswers, debtOf, scoreOf, type Answers } from '../../contract/survey-answers.ts';
import { MAX_QUESTIONS, type AnswerValue, type Definition, type Label, type Question } from '../../contract/survey.ts';

const MAX_ROWS = 5000;

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');
const asNumber = (v: string) => (/^-?\d+([.,]\d+)?$/.test(v.trim()) ? Number(v.trim().replace(',', '.')) : null);
const YES = ['yes', 'да', 'иә', '是'];
const NO = ['no', 'нет', 'жоқ', '否'];

/** A new question's type from its column's answers. */
export function inferQuestion(code: string, header: string, values: string[]): Question {
  const given = values.map((v) => v.trim()).filter(Boolean);
  const base: Question = {
    code,
    type: 'text',
    label: { ru: header },
    required: false,
    options: [],
    rows: [],
    min: null,
    max: null,
    show_if: null,
    score: null,
    measures_debt: false,
  };
  if (given.length && given.every((v) => asNumber(v) !== null))
    return { ...base, type: given.every((v) => Number.isInteger(asNumber(v))) ? 'integer' : 'decimal' };
  const multi = given.some((v) => v.includes(';'));
  const distinct = [...new Set(given.flatMap((v) => (multi ? v.split(';').map((x) => x.trim()) : [v])))];
  if (distinct.length && distinct.every((v) => [...YES, ...NO].includes(v.toLowerCase())))
    return { ...base, type: 'yes_no' };
  if (multi || (distinct.length <= 12 && distinct.length < given.length))
    return {
      ...base,
      type: multi ? 'multiple' : 'single',
      options: distinct.map((v, i) => ({ code: `o${i + 1}`, label: { ru: v } })),
    };
  return { ...base, type: given.some((v) => v.length > 300 || v.includes('\n')) ? 'long_text' : 'text' };
}

/** Options of one question by code and by normalised label, first one winning as a search in order would. */
class OptionIndex {
  private readonly byKey = new Map<string, string>();
  constructor(private readonly q: Question) {
    for (const o of q.options) this.remember(o.code, o.label);
  }
  private remember(code: string, label: Label) {
    if (!this.byKey.has(`c:${code}`)) this.byKey.set(`c:${code}`, code);
    for (const l of Object.values(label))
      if (l && !this.byKey.has(`l:${norm(l)}`)) this.byKey.set(`l:${norm(l)}`, code);
  }
  /** The option code for a text, adding the option when the column brings a new one. */
  code(text: string): string {
    const found = this.byKey.get(`c:${text}`) ?? this.byKey.get(`l:${norm(text)}`);
    if (found) return found;
    let n = this.q.options.length + 1;
    while (this.byKey.has(`c:o${n}`)) n++;
    const option = { code: `o${n}`, label: { ru: text } };
    this.q.options.push(option);
    this.remember(option.code, option.label);
    return option.code;
  }
}

function valueOf(q: Question, options: OptionIndex, raw: string): AnswerValue | undefined {
  const v = raw.trim();
  if (!v) return undefined;
  switch (q.type) {
    case 'integer':
    case 'decimal':
    case 'scale':
      return asNumber(v) ?? undefined;
    case 'yes_no':
      return YES.includes(v.toLowerCase()) ? 'yes' : NO.includes(v.toLowerCase()) ? 'no' : undefined;
    case 'multiple':
    case 'ranking':
      return v
        .split(';')
        .map((x) => x.trim())
        .filter(Boolean)
        .map((x) => options.code(x));
    case 'single':
    case 'dropdown':
      return options.code(v);
    default:
      return raw;
  }
}

/** Google writes "2026/11/20 10:15:32 AM GMT+5" or a locale's date; what cannot be read is the import time. */
function timestampOf(v: string | undefined, fallback: number): number {
  const m = v?.match(/^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?/);
  if (m) {
    const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
    return Date.UTC(y!, mo! - 1, d!, h!, mi!, s ?? 0) - 5 * 3_600_000;
  }
  const ms = v ? Date.parse(v) : NaN;
  return Number.isNaN(ms) ? fallback : ms;
}

/** What the worker is given: the survey's working definition and saved map, the file and the admin's choices. */
export interface GoogleImportInput {
  surveyId: number;
  draft: Definition;
  saved: Record<string, string | null>;
  csv: string;
  chosen: Record<string, string | null>;
  now: number;
}

/** One answer set ready to store. */
export interface ImportedAnswers {
  clientRecordId: string;
  answers: Answers;
  score: number | null;
  maxScore: number | null;
  debt: number | null;
  createdAt: number;
}

export type GoogleImportPlan =
  | { errors: FieldErrors }
  | {
      def: Definition;
      changed: boolean;
      added: string[];
      mapping: Record<string, string | null>;
      rows: ImportedAnswers[];
    };

/** Reads the file against the definition: the new definition, the column map and every answer set. */
export function planGoogleImport({ surveyId, draft, saved, csv, chosen, now }: GoogleImportInput): GoogleImportPlan {
  const [header, ...rows] = parseCsv(csv);
  if (!header || header.length < 2 || !rows.length) return { errors: { csv: ['survey.errors.import_empty'] } };
  if (header.length - 1 > MAX_QUESTIONS) return { errors: { csv: ['survey.errors.import_too_many_columns'] } };
  if (rows.length > MAX_ROWS) return { errors: { csv: ['survey.errors.import_too_large'] } };
  const def: Definition = structuredClone(draft);
  const before = JSON.stringify(def);
  const mapping: Record<string, string | null> = {};
  const added: string[] = [];
  // First question by code, and first by a label in any language: the earlier of the two wins, as a search would.
  const byCode = new Map<string, number>();
  const byLabel = new Map<string, number>();
  const index = (q: Question, i: number) => {
    if (!byCode.has(q.code)) byCode.set(q.code, i);
    for (const l of Object.values(q.label)) if (l && !byLabel.has(norm(l))) byLabel.set(norm(l), i);
  };
  def.questions.forEach(index);
  let next = def.questions.length + 1;
  const columns = header.slice(1).map((h, i) => {
    const chosenCode = h in chosen ? chosen[h] : h in saved ? saved[h] : undefined;
    let at: number | undefined;
    if (chosenCode !== undefined && chosenCode !== null) at = byCode.get(chosenCode);
    else if (chosenCode === undefined) {
      const code = byCode.get(h.trim());
      const label = byLabel.get(norm(h));
      at = code === undefined ? label : label === undefined ? code : Math.min(code, label);
    }
    let q = at === undefined ? undefined : def.questions[at];
    if (!q && chosenCode !== null) {
      while (byCode.has(`q${next}`)) next++;
      q = inferQuestion(
        `q${next}`,
        h.trim(),
        rows.map((r) => r[i + 1] ?? ''),
      );
      def.questions.push(q);
      byCode.set(q.code, def.questions.length - 1);
      added.push(q.code);
    }
    mapping[h] = q?.code ?? null;
    return q ? { q, options: new OptionIndex(q) } : undefined;
  });
  if (def.questions.length > MAX_QUESTIONS) return { errors: { csv: ['survey.errors.import_too_many_columns'] } };

  const answerSets = rows.map((r) => {
    const answers: Answers = {};
    columns.forEach((col, i) => {
      const v = col ? valueOf(col.q, col.options, r[i + 1] ?? '') : undefined;
      if (col && v !== undefined) answers[col.q.code] = v;
    });
    return { r, answers };
  });
  const out = answerSets.map(({ r, answers }) => {
    // A Google form knows no show-if or required: what does not fit the definition is left unanswered.
    for (const key of Object.keys(checkAnswers(def, answers))) delete answers[key.replace(/^answers\./, '')];
    const scored = scoreOf(def, answers);
    return {
      clientRecordId: `import:${createHash('sha256')
        .update(`${surveyId}\n${JSON.stringify(r)}`)
        .digest('hex')}`,
      answers,
      score: scored?.score ?? null,
      maxScore: scored?.max ?? null,
      debt: debtOf(def, answers),
      createdAt: timestampOf(r[0], now),
    };
  });
  return { def, changed: JSON.stringify(def) !== before, added, mapping, rows: out };
}
