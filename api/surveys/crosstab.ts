/**
 * A cross-tab of two choice questions over the same answer sets: a respondent counts once in every
 * (row, column) pair their answers name, and "no answer" (asked but skipped, or not shown) is its own
 * row and column, never dropped, so the totals add up to the respondents.
 */
import type { Db } from '../../db/client.ts';
import { katoLabel } from '../reference/kato-names.ts';
import type { AnswerValue, Label, SurveyFilters } from '../../contract/survey.ts';
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
  // One pass over the answer sets: pair counts by code, and the codes each axis met (KATO questions have
  // no fixed list: their categories are the answers given).
  const pairs = new Map<string, number>();
  const met = { row: new Set<string>(), col: new Set<string>() };
  let respondents = 0;
  for (const { answers } of responsesOf(db, surveyId, f)) {
    respondents++;
    const a = answers as Record<string, AnswerValue>;
    const rc = codesOf(rq, a[rq.code]);
    const cc = codesOf(cq, a[cq.code]);
    rc.forEach((c) => met.row.add(c));
    cc.forEach((c) => met.col.add(c));
    for (const r of rc.length ? rc : [NO_ANSWER])
      for (const c of cc.length ? cc : [NO_ANSWER]) pairs.set(`${r}\u0000${c}`, (pairs.get(`${r}\u0000${c}`) ?? 0) + 1);
  }
  const axis = (q: typeof rq, seen: Set<string>) => {
    const cats = [...categoriesOf(q)]; // a copy: the definition's own option list stays as it is
    const listed = new Set(cats.map((c) => c.code));
    // Region and district answers are KATO codes: named in every language.
    const kato = q.type === 'region' || q.type === 'district';
    for (const c of seen) if (!listed.has(c)) cats.push({ code: c, label: (kato && katoLabel(Number(c))) || {} });
    return [...cats, { code: NO_ANSWER, label: {} }];
  };
  const rows = axis(rq, met.row);
  const cols = axis(cq, met.col);
  const cells = rows.map((r) => cols.map((c) => pairs.get(`${r.code}\u0000${c.code}`) ?? 0));
  return {
    rows,
    cols,
    cells,
    row_totals: cells.map((line) => line.reduce((a, b) => a + b, 0)),
    col_totals: cols.map((_, j) => cells.reduce((a, line) => a + line[j]!, 0)),
    respondents,
  };
}
