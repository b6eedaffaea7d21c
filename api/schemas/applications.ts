/**
 * The applications review contract (admin area): the list's query (also the export's), the status
 * change with its reason and the flow attach. The admin forms and the API validate with these.
 */
import { z } from 'zod';
import { EXPORT_FORMATS } from './export.ts';

export const APPLICATION_STATUSES = ['applied', 'started', 'completed', 'not_completed'] as const;
export type ApplicationStatusValue = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_SORTS = ['id', 'created_at', 'name', 'status'] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];
export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export const APPLICATION_LANGUAGES = ['kk', 'ru'] as const;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);
const optionalId = z.coerce.number().int().positive().optional().catch(undefined);

/** Filters shared by the list and its export, so a download is exactly the list on screen. */
export const applicationFilters = z.object({
  region_id: optionalId,
  district_id: optionalId,
  status: z.enum(APPLICATION_STATUSES).optional().catch(undefined),
  flow_id: optionalId,
  language: z.enum(APPLICATION_LANGUAGES).optional().catch(undefined),
  date_from: isoDate,
  date_to: isoDate,
  registered_by: optionalId,
  q: z.string().trim().max(100).optional().catch(undefined),
  sort: z.enum(APPLICATION_SORTS).catch('created_at'),
  order: z.enum(SORT_ORDERS).catch('DESC'),
});
export type ApplicationFilters = z.output<typeof applicationFilters>;

/** GET /api/applications */
export const applicationListQuery = applicationFilters.extend({
  page: z.coerce.number().int().min(1).catch(1),
  per_page: z.coerce.number().int().min(1).max(100).catch(20),
});

/** GET /api/applications/export */
export const applicationExportQuery = applicationFilters.extend({
  format: z.enum(EXPORT_FORMATS).default('csv'),
});

/** POST /api/applications/{id}/status: a reason is always required, so the applicant learns why. */
export const applicationStatusSchema = z.object({
  status: z.enum(APPLICATION_STATUSES, 'validation.required'),
  reason: z.string().trim().min(1, 'validation.reason.required').max(500, 'validation.too_long'),
});
export type ApplicationStatusInput = z.input<typeof applicationStatusSchema>;

/** POST /api/applications/{id}/flow */
export const applicationFlowSchema = z.object({
  flow_id: z.coerce.number().int().positive('validation.required'),
});

/** 900101*****7: enough to tell records apart in a list, not enough to misuse. */
export const maskIin = (iin: string | null) => (iin && iin.length === 12 ? `${iin.slice(0, 6)}*****${iin[11]}` : iin);

/** A row of the list (IIN masked). */
export interface ApplicationListItem {
  id: number;
  name: string;
  iin: string | null;
  phone: string;
  status: ApplicationStatusValue;
  status_reason: string | null;
  language: string | null;
  lesson_region_id: number | null;
  lesson_district_id: number | null;
  flow_id: number | null;
  registered_by: number | null;
  registered_by_name: string | null;
  source: string;
  created_at: string;
}

export interface ApplicationHistoryEntry {
  id: number | null;
  action: string;
  user_id: number | null;
  user_name: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
}

/** GET /api/applications/{id}: every field of the application, its applicant and profile. */
export interface ApplicationDetail extends ApplicationListItem {
  client_record_id: string | null;
  applicant_id: number;
  responsible_id: number | null;
  submitted_at: string | null;
  updated_at: string | null;
  applicant: Record<string, unknown>;
  profile: Record<string, unknown> | null;
  history: ApplicationHistoryEntry[];
}

export interface ApplicationPage {
  data: ApplicationListItem[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}
