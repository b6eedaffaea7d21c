/**
 * The only public report: applications and completed trainings per region. Region level only — a
 * district or flow cell can be small enough to single a person out — and no names or IINs.
 */
import { count, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema.ts';
import type { Locale } from '../../contract/locale.ts';
import type { PublicSummary } from '../../contract/reports.ts';
import { katoNames } from '../reference/kato-names.ts';

export function publicSummary(db: Db, locale: Locale): PublicSummary {
  const grouped = db
    .select({
      region: applications.lessonRegionId,
      applications: count(),
      completed: sql<number>`sum(case when ${applications.status} = 'completed' then 1 else 0 end)`,
    })
    .from(applications)
    // A superseded online registration is the same person as the office's record that replaced it (ADR 133).
    .where(
      sql`${isNull(applications.deletedAt)} and ${applications.status} <> 'superseded' and ${applications.lessonRegionId} is not null`,
    )
    .groupBy(applications.lessonRegionId)
    .all();
  const names = katoNames(
    grouped.map((g) => g.region!),
    locale,
  );
  const regions = grouped
    .map((g) => ({
      region_id: g.region!,
      name: names.get(g.region!) ?? String(g.region),
      applications: g.applications,
      completed: Number(g.completed),
    }))
    .sort((a, b) => b.applications - a.applications || a.name.localeCompare(b.name));
  return {
    regions,
    total: {
      applications: regions.reduce((s, r) => s + r.applications, 0),
      completed: regions.reduce((s, r) => s + r.completed, 0),
    },
  };
}
