/**
 * The agro report: how many applications per course, region or status, under the list's filters.
 * By course an application with two courses counts once under each (the rows then add up to more
 * than the applications, which `total` gives).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agroApplicationCourses, agroApplications } from '../../db/schema.ts';
import type { UserRow } from '../context.ts';
import type { Translate } from '../lib/i18n.ts';
import { AGRO_COURSES, AGRO_STATUSES, agroLabel, type AgroScopeFilters } from '../../contract/agro.ts';
import type { Locale } from '../../contract/locale.ts';
import { agroCount, agroWhere } from './list-query.ts';
import { katoNames } from '../reference/kato-names.ts';

export type AgroReportGroup = 'course' | 'region' | 'status';

export function agroReport(
  db: Db,
  user: UserRow,
  f: AgroScopeFilters,
  group: AgroReportGroup,
  t: Translate,
  locale: Locale,
) {
  const where = agroWhere(db, user, f);
  const n = sql<number>`count(*)`;
  let counted: { key: string | number; count: number }[];
  if (group === 'course') {
    const c = agroApplicationCourses.course;
    counted = db
      .select({ key: c, count: n })
      .from(agroApplications)
      .innerJoin(agroApplicationCourses, eq(agroApplicationCourses.applicationId, agroApplications.id))
      .where(where)
      .groupBy(c)
      .all();
  } else {
    const col = group === 'region' ? agroApplications.regionId : agroApplications.status;
    counted = db.select({ key: col, count: n }).from(agroApplications).where(where).groupBy(col).all();
  }
  const byKey = new Map(counted.map((r) => [String(r.key), r.count]));
  // Courses and statuses in the workflow's order, every one shown (zero too); regions by name.
  const rows =
    group === 'region'
      ? (() => {
          const names = katoNames(
            counted.map((r) => Number(r.key)),
            locale,
          );
          return counted
            .map((r) => ({ key: String(r.key), label: names.get(Number(r.key)) ?? String(r.key), count: r.count }))
            .sort((x, y) => x.label.localeCompare(y.label, locale));
        })()
      : (group === 'course' ? AGRO_COURSES : AGRO_STATUSES).map((k) => ({
          key: k,
          label: t(agroLabel(group === 'course' ? 'courseName' : 'status', k)),
          count: byKey.get(k) ?? 0,
        }));
  return { group, rows, total: agroCount(db, user, f) };
}
