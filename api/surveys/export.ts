/** A survey's answer sets as CSV/XLSX: one row per respondent, one column per question code (IIN masked). */
import type { Db } from '../../db/client.ts';
import type { Translate } from '../lib/i18n.ts';
import type { Cell, ExportTable } from '../lib/table-export.ts';
import { maskIin } from '../schemas/application-values.ts';
import { kzLocalTime } from '../schemas/kazakhstan-time.ts';
import type { SurveyFilters } from '../schemas/survey.ts';
import { questionsOf, responsesOf } from './responses-query.ts';

const FIXED = ['id', 'created_at', 'version', 'source', 'iin', 'region', 'district', 'flow', 'score', 'debt'] as const;

const cell = (v: unknown): Cell =>
  v === undefined || v === null
    ? null
    : Array.isArray(v)
      ? v.join('; ')
      : typeof v === 'object'
        ? Object.entries(v)
            .map(([k, n]) => `${k}=${String(n)}`)
            .join('; ')
        : (v as Cell);

export function surveyTable(db: Db, surveyId: number, f: SurveyFilters, t: Translate): ExportTable {
  const questions = questionsOf(db, surveyId, f.version);
  // Rows are made as the file is written, a page of answer sets at a time (responses-query.ts).
  function* rows(): Generator<Cell[]> {
    for (const r of responsesOf(db, surveyId, f))
      yield [
        r.id,
        kzLocalTime(r.createdAt.getTime()),
        r.version,
        r.source,
        maskIin(r.iin),
        r.regionId,
        r.districtId,
        r.flowId,
        r.score,
        r.debt,
        ...questions.map((q) => cell((r.answers as Record<string, unknown>)[q.code])),
      ];
  }
  return {
    name: `survey-${surveyId}`,
    head: [...FIXED.map((c) => t(`survey.col.${c}`)), ...questions.map((q) => q.code)],
    rows: rows(),
  };
}
