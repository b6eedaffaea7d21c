/** The applications report: counts by region, by district of one region, by status, or by day/week/month. */
import { and, count, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applicationDayCounts, applications } from '../../db/schema.ts';
import type { Translate } from '../lib/i18n.ts';
import {
  APPLICATION_STATUSES,
  type ApplicationsReport,
  type ApplicationsReportQuery,
  type DateBucket,
} from '../../contract/reports.ts';
import type { Locale } from '../../contract/locale.ts';
import { KZ_OFFSET_MS } from '../../contract/kazakhstan-time.ts';
import { katoNames } from '../reference/kato-names.ts';
import { all, applicationScope, dateRange, type Scope } from './scope.ts';

const local = sql`${applications.createdAt} / 1000 + ${KZ_OFFSET_MS / 1000}`;
/** Bucket start as an ISO date; weeks start on Monday. */
const BUCKET: Record<DateBucket, SQL<string>> = {
  day: sql<string>`date(${local}, 'unixepoch')`,
  week: sql<string>`date(${local}, 'unixepoch', '-6 days', 'weekday 1')`,
  month: sql<string>`strftime('%Y-%m-01', ${local}, 'unixepoch')`,
};

type Group = { key: string | null; count: number };

/** Counting the applications themselves: what a trainer's report needs (their flows are not in the counters). */
export function liveGroups(db: Db, scope: Scope, q: ApplicationsReportQuery): Group[] {
  const where = [...applicationScope(scope), ...dateRange(q.date_from, q.date_to)];
  if (q.region_id) where.push(eq(applications.lessonRegionId, q.region_id));
  if (q.status) where.push(eq(applications.status, q.status));
  const keyExpr =
    q.group === 'region'
      ? sql<string>`${applications.lessonRegionId}`
      : q.group === 'district'
        ? sql<string>`${applications.lessonDistrictId}`
        : q.group === 'status'
          ? sql<string>`${applications.status}`
          : BUCKET[q.bucket];
  return db
    .select({ key: keyExpr, count: count() })
    .from(applications)
    .where(all(where))
    .groupBy(keyExpr)
    .orderBy(keyExpr)
    .all();
}

const c = applicationDayCounts;
const DAY_BUCKET: Record<DateBucket, SQL<string>> = {
  day: sql<string>`${c.day}`,
  week: sql<string>`date(${c.day}, '-6 days', 'weekday 1')`,
  month: sql<string>`strftime('%Y-%m-01', ${c.day})`,
};

/** Summing the per-day counters (migration 0016): the same numbers without reading every application. */
export function countedGroups(db: Db, scope: Scope, q: ApplicationsReportQuery): Group[] {
  const where: SQL[] = [];
  if (scope.kind === 'districts') where.push(inArray(c.districtId, scope.ids.length ? scope.ids : [-1]));
  if (q.date_from) where.push(gte(c.day, q.date_from));
  if (q.date_to) where.push(lte(c.day, q.date_to));
  if (q.region_id) where.push(eq(c.regionId, q.region_id));
  if (q.status) where.push(eq(c.status, q.status));
  const keyExpr =
    q.group === 'region'
      ? sql<string | null>`nullif(${c.regionId}, 0)`
      : q.group === 'district'
        ? sql<string | null>`nullif(${c.districtId}, 0)`
        : q.group === 'status'
          ? sql<string>`${c.status}`
          : DAY_BUCKET[q.bucket];
  const total = sql<number>`sum(${c.n})`;
  return db
    .select({ key: keyExpr, count: total })
    .from(c)
    .where(and(...where))
    .groupBy(keyExpr)
    .having(sql`${total} > 0`)
    .orderBy(keyExpr)
    .all();
}

export function applicationsReport(
  db: Db,
  scope: Scope,
  q: ApplicationsReportQuery,
  locale: Locale,
  t: Translate,
): ApplicationsReport {
  const grouped = scope.kind === 'trainer' ? liveGroups(db, scope, q) : countedGroups(db, scope, q);
  let label = (k: string | null) => k ?? '';
  if (q.group === 'region' || q.group === 'district') {
    const names = katoNames(
      grouped.map((r) => Number(r.key)).filter((n) => n > 0),
      locale,
    );
    label = (k) => (k === null || k === '' ? t('reports.unknown') : (names.get(Number(k)) ?? k));
  } else if (q.group === 'status') label = (k) => t(`application.status.${k}`);
  const rows = grouped.map((r) => ({ key: r.key === null ? '' : String(r.key), label: label(r.key), count: r.count }));
  if (q.group === 'status')
    rows.sort((a, b) => APPLICATION_STATUSES.indexOf(a.key as never) - APPLICATION_STATUSES.indexOf(b.key as never));
  if (q.group === 'region' || q.group === 'district')
    rows.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  return { group: q.group, rows, total: rows.reduce((s, r) => s + r.count, 0) };
}
