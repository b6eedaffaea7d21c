/** The reports page's URL state: which tab, the applications report's filters, the import job opened. */
import type { APPLICATION_STATUSES, DateBucket, ReportGroup } from '../../../api/schemas/report-options.ts';

export const REPORT_TABS = ['applications', 'trainers', 'statistics', 'import'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

export interface ReportSearch {
  tab?: ReportTab | undefined;
  group?: ReportGroup | undefined;
  bucket?: DateBucket | undefined;
  date_from?: string | undefined;
  date_to?: string | undefined;
  region_id?: number | undefined;
  status?: (typeof APPLICATION_STATUSES)[number] | undefined;
  job?: number | undefined;
}

/** The query string of the applications report for these filters. */
export function applicationsQuery(s: ReportSearch): URLSearchParams {
  const q = new URLSearchParams({ group: s.group ?? 'region' });
  if (s.group === 'date') q.set('bucket', s.bucket ?? 'day');
  for (const k of ['date_from', 'date_to', 'status'] as const) if (s[k]) q.set(k, s[k]);
  if (s.region_id) q.set('region_id', String(s.region_id));
  return q;
}
