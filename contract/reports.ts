/** The reports contract: filters of the applications report, shared by the admin screen and the API. */
import { z } from 'zod';
import { EXPORT_FORMATS } from './export.ts';

import { APPLICATION_STATUSES, DATE_BUCKETS, REPORT_GROUPS, type ReportGroup } from './report-options.ts';

export { APPLICATION_STATUSES, DATE_BUCKETS, REPORT_GROUPS };
export type { DateBucket, ReportGroup } from './report-options.ts';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date.format')
  .optional();
const id = z.coerce.number().int().positive('validation.invalid').optional();

const applicationsFilters = z.object({
  group: z.enum(REPORT_GROUPS).default('region'),
  bucket: z.enum(DATE_BUCKETS).default('day'),
  date_from: day,
  date_to: day,
  region_id: id,
  status: z.enum(APPLICATION_STATUSES).optional(),
});
function checkFilters(v: z.output<typeof applicationsFilters>, ctx: z.RefinementCtx) {
  if (v.group === 'district' && !v.region_id)
    ctx.addIssue({ code: 'custom', path: ['region_id'], message: 'reports.filter.region_required' });
  if (v.date_from && v.date_to && v.date_from > v.date_to)
    ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'reports.filter.date_order' });
}

/** GET /api/reports/applications (JSON) and …/export (the same rows as a CSV or XLSX file). */
export const applicationsReportQuery = applicationsFilters.superRefine(checkFilters);
export const applicationsReportExport = applicationsFilters
  .extend({ format: z.enum(EXPORT_FORMATS) })
  .superRefine(checkFilters);
export type ApplicationsReportQuery = z.output<typeof applicationsReportQuery>;

export const trainerReportQuery = z.object({ region_id: id });
export const trainerReportExport = trainerReportQuery.extend({ format: z.enum(EXPORT_FORMATS) });

/** One bar of a report: its key (region id, status, bucket start date…), a display label and the count. */
export interface ReportRow {
  key: string;
  label: string;
  count: number;
}
export interface ApplicationsReport {
  group: ReportGroup;
  rows: ReportRow[];
  total: number;
}
export interface TrainerRow {
  trainer_id: number;
  name: string;
  flows: number;
  students: number;
  completed: number;
  not_completed: number;
  /** Present marks out of all marks given, in percent; null before any mark. */
  attendance_rate: number | null;
}
export interface TrainerReport {
  rows: TrainerRow[];
  totals: Omit<TrainerRow, 'trainer_id' | 'name'> & { trainers: number };
}
export interface LawyerStats {
  rows: {
    lawyer_id: number;
    name: string;
    active: boolean;
    since: string;
    /** Consultation cases assigned to the lawyer: all, still open, finished, approvals and denials. */
    cases: number;
    open: number;
    finished: number;
    approved: number;
    denied: number;
  }[];
  lawyers: number;
  active: number;
  /** Cases no lawyer is assigned to yet (admins only; 0 for a lawyer's own view). */
  unassigned: number;
}
export interface PublicSummary {
  regions: { region_id: number; name: string; applications: number; completed: number }[];
  total: { applications: number; completed: number };
}
