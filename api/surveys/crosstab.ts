/**
 * A cross-tab of two choice questions over the same answer sets: a respondent counts once in every
 * (row, column) pair their answers name, and "no answer" (asked but skipped, or not shown) is its own
 * row and column, never dropped, so the totals add up to the respondents.
 */
import type { Db } from '../../db/client.ts';
import type { AnswerValue, Label, SurveyFilters } from '../schemas/survey.ts';
import { questionsOf, responsesOf } from './responses-query.ts';
import { categoriesOf, codesOf } from './stats.ts';

export const NO_ANSWER = '_none';
const CROSSABLE = ['single', 'multiple', 'dropdown', 'yes_no', 'scale', 'region', 'district'];

export type CrosstabResult =
  | { error: 'row' | 'col' }
  | {
      rows: { code: string; label: Label }[];
      cols: { code: string; label: Label }[];
      /** cells[i][j]: respondents in row i and column j. */
      cells: number[][];
      row_totals: number[];
      col_totals: number[];
      respondents: number;
    };

export function surveyCrosstab(
  db: Db,
  { surveyId, f, row, col }: { surveyId: number; f: SurveyFilters; row: string; col: string },
): CrosstabResult {
  const questions = questionsOf(db, surveyId, f.version);
  const rq = questions.find((q) => q.code === row);
  const cq = questions.find((q) => q.code === col);
  if (!rq || !CROSSABLE.includes(rq.type)) return { error: 'row' };
  if (!cq || !CROSSABLE.includes(cq.type)) return { error: 'col' };
  const answers = responsesOf(db, surveyId, f).map((r) => r.answers as Record<string, AnswerValue>);
  const none = { code: NO_ANSWER, label: {} };
  const axis = (q: typeof rq) => {
    const cats = categoriesOf(q);
    const seen = new Set(cats.map((c) => c.code));
    // KATO questions have no fixed list: their categories are the answers given.
    for (const a of answers)
      for (const c of codesOf(q, a[q.code]))
        if (!seen.has(c)) {
          cats.push({ code: c, label: {} });
          seen.add(c);
        }
    return [...cats, none];
  };
  const rows = axis(rq);
  const cols = axis(cq);
  const cells = rows.map(() => cols.map(() => 0));
  for (const a of answers) {
    const rc = codesOf(rq, a[rq.code]);
    const cc = codesOf(cq, a[cq.code]);
    for (const r of rc.length ? rc : [NO_ANSWER])
      for (const c of cc.length ? cc : [NO_ANSWER]) {
        const i = rows.findIndex((x) => x.code === r);
        const j = cols.findIndex((x) => x.code === c);
        if (i >= 0 && j >= 0) cells[i]![j]! += 1;
      }
  }
  return {
    rows,
    cols,
    cells,
    row_totals: cells.map((line) => line.reduce((a, b) => a + b, 0)),
    col_totals: cols.map((_, j) => cells.reduce((a, line) => a + line[j]!, 0)),
    respondents: answers.length,
  };
}
