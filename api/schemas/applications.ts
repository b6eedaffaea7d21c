/**
 * The applications review contract (admin area): the list's query (also the export's), the status
 * change with its reason and the flow attach. The admin forms and the API validate with these.
 */
import { z } from 'zod';
import { APPLICATION_LANGUAGES, APPLICATION_SORTS, APPLICATION_STATUSES, SORT_ORDERS } from './application-values.ts';
import { EXPORT_FORMATS } from './export.ts';

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
