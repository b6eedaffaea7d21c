/** The answer sets a statistics view reads: one survey, narrowed by date, place, flow and version. */
import { and, asc, eq, gt, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { surveyResponses as r, surveys, surveyVersions } from '../../db/schema.ts';
import { DAY_MS, kzDayStart } from '../../contract/kazakhstan-time.ts';
import type { Definition, SurveyFilters } from '../../contract/survey.ts';

export type ResponseRow = typeof r.$inferSelect;

/** Rows read at a time: a survey every participant answered (750,000 sets) is never in memory at once. */
export const RESPONSE_PAGE = 5_000;

/** The answer sets in id order, a page at a time (keyset on id, so each page is an index seek). */
export function* responsesOf(db: Db, surveyId: number, f: SurveyFilters, page = RESPONSE_PAGE): Generator<ResponseRow> {
  let after = 0;
  for (;;) {
    const rows = db
      .select()
      .from(r)
      .where(
        and(
          eq(r.surveyId, surveyId),
          gt(r.id, after),
          f.date_from ? gte(r.createdAt, new Date(kzDayStart(f.date_from))) : undefined,
          f.date_to ? lt(r.createdAt, new Date(kzDayStart(f.date_to) + DAY_MS)) : undefined,
          f.region_id ? eq(r.regionId, f.region_id) : undefined,
          f.district_id ? eq(r.districtId, f.district_id) : undefined,
          f.flow_id ? eq(r.flowId, f.flow_id) : undefined,
          f.version ? eq(r.version, f.version) : undefined,
        ),
      )
      .orderBy(asc(r.id))
      .limit(page)
      .all();
    yield* rows;
    if (rows.length < page) return;
    after = rows[rows.length - 1]!.id;
  }
}

/**
 * The questions statistics are shown for: the chosen version's, else every version's, newest wording
 * first, so a question dropped in a later version still shows its earlier answers (codes are stable).
 */
export function questionsOf(db: Db, surveyId: number, version: number | undefined): Definition['questions'] {
  const versions = db
    .select({ version: surveyVersions.version, definition: surveyVersions.definition })
    .from(surveyVersions)
    .where(eq(surveyVersions.surveyId, surveyId))
    .all()
    .sort((a, b) => b.version - a.version);
  const chosen = version ? versions.filter((v) => v.version === version) : versions;
  const seen = new Map<string, Definition['questions'][number]>();
  for (const v of chosen) for (const q of v.definition.questions) if (!seen.has(q.code)) seen.set(q.code, q);
  if (!chosen.length) {
    const s = db.select({ draft: surveys.draft }).from(surveys).where(eq(surveys.id, surveyId)).get();
    for (const q of s?.draft.questions ?? []) seen.set(q.code, q);
  }
  // Keep the newest version's order, with older-only questions after.
  return [...seen.values()];
}
