/** The reports page's URL state: which tab, the applications report's filters, the import job opened. */
import type { APPLICATION_STATUSES, DateBucket, ReportGroup } from '../../../contract/report-options.ts';

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

/** The applications report's filters in the URL's search, as the report's API takes them. */
export function applicationsFilters(s: ReportSearch) {
  const { date_from, date_to, status, region_id } = s;
  const group = s.group ?? 'region';
  return { group, bucket: group === 'date' ? (s.bucket ?? 'day') : undefined, date_from, date_to, status, region_id };
}
