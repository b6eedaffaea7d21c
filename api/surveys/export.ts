/**
 * A survey's answer sets as CSV/XLSX: one row per respondent, one column per question code (IIN masked).
 * Places are named in the reader's language (a region answer too), flows by their title, never by codes.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { flows } from '../../db/schema.ts';
import type { Translate } from '../lib/i18n.ts';
import { katoName } from '../reference/kato-names.ts';
import type { Locale } from '../../contract/locale.ts';
import type { Cell, ExportTable } from '../lib/table-export.ts';
import { maskIin } from '../../contract/application-values.ts';
import { kzLocalTime } from '../../contract/kazakhstan-time.ts';
import type { SurveyFilters } from '../../contract/survey.ts';
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

export function surveyTable(
  db: Db,
  surveyId: number,
  f: SurveyFilters,
  { t, locale }: { t: Translate; locale: Locale },
): ExportTable {
  const questions = questionsOf(db, surveyId, f.version);
  const place = (id: number | null) => (id === null ? null : (katoName(id, locale) ?? id));
  const places = new Set(questions.filter((q) => q.type === 'region' || q.type === 'district').map((q) => q.code));
  // Each flow's title read once, as its answer sets come.
  const flowTitles = new Map<number, string | null | undefined>();
  const flowTitle = (id: number | null) => {
    if (id === null) return null;
    if (!flowTitles.has(id))
      flowTitles.set(id, db.select({ title: flows.title }).from(flows).where(eq(flows.id, id)).get()?.title);
    return flowTitles.get(id) ?? id;
  };
  const answer = (code: string, v: unknown) =>
    places.has(code) && typeof v === 'string' && /^\d+$/.test(v) ? place(Number(v)) : cell(v);
  // Rows are made as the file is written, a page of answer sets at a time (responses-query.ts).
  function* rows(): Generator<Cell[]> {
    for (const r of responsesOf(db, surveyId, f))
      yield [
        r.id,
        kzLocalTime(r.createdAt.getTime()),
        r.version,
        r.source,
        maskIin(r.iin),
        place(r.regionId),
        place(r.districtId),
        flowTitle(r.flowId),
        r.score,
        r.debt,
        ...questions.map((q) => answer(q.code, (r.answers as Record<string, unknown>)[q.code])),
      ];
  }
  return {
    name: `survey-${surveyId}`,
    head: [...FIXED.map((c) => t(`survey.col.${c}`)), ...questions.map((q) => q.code)],
    rows: rows(),
  };
}
