/**
 * The survey list with each survey's answer count. The counts read every answer set's index entry (a
 * survey every participant answers holds 750,000), so the list is a read for a read worker (api/reads.ts).
 */
import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { surveyResponses, surveys } from '../../db/schema.ts';

export function surveyList(db: Db) {
  const answered = new Map(
    db
      .select({ id: surveyResponses.surveyId, n: count() })
      .from(surveyResponses)
      .groupBy(surveyResponses.surveyId)
      .all()
      .map((r) => [r.id, r.n]),
  );
  return db
    .select()
    .from(surveys)
    .orderBy(desc(surveys.id))
    .all()
    .map((s) => ({
      id: s.id,
      type: s.type,
      title: s.title,
      current_version: s.currentVersion,
      responses: answered.get(s.id) ?? 0,
    }));
}
