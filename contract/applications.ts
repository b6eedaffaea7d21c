/**
 * The applications review contract (admin area): the list's query (also the export's), the status
 * change with its reason and the flow attach. The admin forms and the API validate with these.
 */
import { z } from 'zod';
import { APPLICATION_STATUSES } from './application-values.ts';
import { EXPORT_FORMATS } from './export.ts';
import { listQuery } from './list-query.ts';
import { APPLICATION_SEARCH } from './list-searches.ts';

const { page: _page, after: _after, ...filters } = APPLICATION_SEARCH;

/** Filters shared by the list and its export, so a download is exactly the list on screen. */
export const applicationFilters = listQuery(filters, 'drop');
export type ApplicationFilters = z.output<typeof applicationFilters>;

/** GET /api/applications: the page's search (a bad value is ignored, as the page does) and the page size. */
export const applicationListQuery = listQuery(APPLICATION_SEARCH, 'drop').extend({
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
