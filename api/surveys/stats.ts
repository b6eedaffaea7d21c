/**
 * Per-question statistics of a survey (ADR 080): counts and shares of each option (multiple choice
 * counts people, so shares can add past 100 %), numeric summaries, text answers, and "no answer"
 * apart — a question hidden by show-if or skipped is not a zero. Shares are of the people who were
 * asked (answered + no answer).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { surveys } from '../../db/schema.ts';
import { katoLabel } from '../reference/kato-names.ts';
import { isEmpty, isShown } from '../../contract/survey-answers.ts';
import type { AnswerValue, Label, Question, SurveyFilters } from '../../contract/survey.ts';
import { questionsOf, responsesOf } from './responses-query.ts';

export interface OptionCount {
  code: string;
  label: Label;
  count: number;
  /** Of the people who answered the question, 0–100, one decimal. */
  percent: number;
}

export interface NumericSummary {
  count: number;
  mean: number;
  median: number;
  min: number;
  max: number;
  p5: number;
  p95: number;
}

export interface QuestionStats {
  code: string;
  type: Question['type'];
  label: Label;
  answered: number;
  no_answer: number;
  /** Shown to nobody of these respondents by show-if. */
  not_shown: number;
  options: OptionCount[];
  numeric: NumericSummary | null;
  /** The latest MAX_TEXTS text answers, oldest first. */
  texts: string[];
  texts_total: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Linear interpolation between closest ranks (the usual spreadsheet PERCENTILE). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 1) return sorted[0]!;
  const at = (sorted.length - 1) * p;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

export function numericSummary(values: number[]): NumericSummary | null {
  if (!values.length) return null;
  const s = [...values].sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / s.length;
  return {
    count: s.length,
    mean: round2(mean),
    median: round2(percentile(s, 0.5)),
    min: s[0]!,
    max: s[s.length - 1]!,
    p5: round2(percentile(s, 0.05)),
    p95: round2(percentile(s, 0.95)),
  };
}

/** The categories a question's answers fall into (codes), with their labels. */
export function categoriesOf(q: Question): { code: string; label: Label }[] {
  if (q.type === 'yes_no')
    return [
      { code: 'yes', label: { kk: 'Иә', ru: 'Да', en: 'Yes', zh: '是' } },
      { code: 'no', label: { kk: 'Жоқ', ru: 'Нет', en: 'No', zh: '否' } },
    ];
  if (q.type === 'scale') return [1, 2, 3, 4, 5].map((n) => ({ code: String(n), label: { ru: String(n) } }));
  return q.options;
}

/** The category codes one answer counts under (several for multiple choice; the first place for ranking). */
export function codesOf(q: Question, v: AnswerValue | undefined): string[] {
  if (isEmpty(v)) return [];
  if (q.type === 'ranking') return Array.isArray(v) ? v.slice(0, 1) : [];
  if (Array.isArray(v)) return v;
  return [String(v)];
}

/** Text answers a view carries per question: the latest ones; `texts_total` says how many there are. */
export const MAX_TEXTS = 1_000;

/** One question's counts, gathered one answer set at a time so no survey is ever held whole in memory. */
class QuestionTally {
  private asked = 0;
  private answered = 0;
  private readonly counts = new Map<string, number>();
  private readonly numbers: number[] = [];
  private texts: string[] = [];
  private textsTotal = 0;

  constructor(private readonly q: Question) {}

  add(answers: Record<string, AnswerValue>) {
    const { q } = this;
    if (!isShown(q, answers)) return;
    this.asked++;
    const v = answers[q.code];
    if (isEmpty(v)) return;
    this.answered++;
    for (const c of codesOf(q, v)) this.counts.set(c, (this.counts.get(c) ?? 0) + 1);
    if (typeof v === 'number' && NUMERIC.includes(q.type)) this.numbers.push(v);
    if (q.type === 'text' || q.type === 'long_text') {
      this.textsTotal++;
      this.texts.push(String(v));
      if (this.texts.length >= 2 * MAX_TEXTS) this.texts = this.texts.slice(-MAX_TEXTS);
    }
  }

  result(respondents: number): QuestionStats {
    const { q, counts, answered } = this;
    const dynamic = q.type === 'region' || q.type === 'district';
    const cats = dynamic
      ? [...counts.keys()].map((code) => ({ code, label: katoLabel(Number(code)) ?? { ru: code } }))
      : categoriesOf(q);
    return {
      code: q.code,
      type: q.type,
      label: q.label,
      answered,
      no_answer: this.asked - answered,
      not_shown: respondents - this.asked,
      options:
        dynamic || cats.length > 0
          ? cats.map((c) => {
              const count = counts.get(c.code) ?? 0;
              return { ...c, count, percent: answered ? round1((count / answered) * 100) : 0 };
            })
          : [],
      numeric: NUMERIC.includes(q.type) ? numericSummary(this.numbers) : null,
      texts: this.texts.slice(-MAX_TEXTS),
      texts_total: this.textsTotal,
    };
  }
}

const NUMERIC: Question['type'][] = ['integer', 'decimal', 'scale'];

/**
 * Answer sets a later one of the same IIN replaces, for a survey answered once per person: the person
 * counts once, by the answer given last (device time within the trust window, then receipt; ADR 132).
 * Only people who answered twice are listed, so the set stays small.
 */
function replacedAnswers(db: Db, surveyId: number): Set<number> {
  const once = db.select({ perPerson: surveys.perPerson }).from(surveys).where(eq(surveys.id, surveyId)).get();
  if (once?.perPerson !== 'once') return new Set();
  const rows = db.all<{ id: number }>(sql`
    SELECT r.id FROM survey_responses r
    WHERE r.survey_id = ${surveyId} AND r.iin IS NOT NULL
      AND EXISTS (
        SELECT 1 FROM survey_responses n
        WHERE n.survey_id = r.survey_id AND n.iin = r.iin
          AND (n.created_at > r.created_at OR (n.created_at = r.created_at AND n.id > r.id)))`);
  return new Set(rows.map((r) => r.id));
}

export function surveyStats(db: Db, { surveyId, f }: { surveyId: number; f: SurveyFilters }) {
  const tallies = questionsOf(db, surveyId, f.version).map((q) => new QuestionTally(q));
  const byVersion = new Map<number, number>();
  const replaced = replacedAnswers(db, surveyId);
  const iins = new Set<string>();
  let respondents = 0;
  let answerSets = 0;
  let anonymous = 0;
  for (const r of responsesOf(db, surveyId, f)) {
    answerSets++;
    if (r.iin) iins.add(r.iin);
    else anonymous++;
    if (replaced.has(r.id)) continue;
    respondents++;
    byVersion.set(r.version, (byVersion.get(r.version) ?? 0) + 1);
    for (const t of tallies) t.add(r.answers as Record<string, AnswerValue>);
  }
  return {
    /** Answer sets counted: people for a survey answered once per person, every set for a repeated one. */
    respondents,
    answer_sets: answerSets,
    /** Distinct IINs, and every answer set without one as a person of its own. */
    people: iins.size + anonymous,
    versions: [...byVersion].map(([version, count]) => ({ version, count })).sort((a, b) => a.version - b.version),
    questions: tallies.map((t) => t.result(respondents)),
  };
}
