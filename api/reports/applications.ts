/** The applications report: counts by region, by district of one region, by status, or by day/week/month. */
import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema.ts';
import type { Translate } from '../lib/i18n.ts';
import {
  APPLICATION_STATUSES,
  type ApplicationsReport,
  type ApplicationsReportQuery,
  type DateBucket,
} from '../schemas/reports.ts';
import type { Locale } from '../schemas/locale.ts';
import { KZ_OFFSET_MS } from '../schemas/kazakhstan-time.ts';
import { all, applicationScope, dateRange, katoNames, type Scope } from './scope.ts';

const local = sql`${applications.createdAt} / 1000 + ${KZ_OFFSET_MS / 1000}`;
/** Bucket start as an ISO date; weeks start on Monday. */
const BUCKET: Record<DateBucket, SQL<string>> = {
  day: sql<string>`date(${local}, 'unixepoch')`,
  week: sql<string>`date(${local}, 'unixepoch', '-6 days', 'weekday 1')`,
  month: sql<string>`strftime('%Y-%m-01', ${local}, 'unixepoch')`,
};

export function applicationsReport(
  db: Db,
  scope: Scope,
  q: ApplicationsReportQuery,
  locale: Locale,
  t: Translate,
): ApplicationsReport {
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
  const grouped = db
    .select({ key: keyExpr, count: count() })
    .from(applications)
    .where(all(where))
    .groupBy(keyExpr)
    .orderBy(keyExpr)
    .all();
  let label = (k: string) => k;
  if (q.group === 'region' || q.group === 'district') {
    const names = katoNames(
      db,
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
