/**
 * The public site's request forms: one schema per form, shared by the form, the outbox mutation
 * `request.submit` and the API. Every form carries the consent to personal-data processing.
 */
import { z } from 'zod';
import { phone } from './fields.ts';
import { listQuery } from './list-query.ts';
import { REQUEST_SEARCH } from './list-searches.ts';
import { CONSULTATION_TYPES, REQUEST_KINDS, REQUEST_STATUSES, type RequestKind } from './reference.ts';

export { REQUEST_KINDS, REQUEST_STATUSES, type RequestKind };

const text = (max = 200) => z.string().trim().min(1, 'validation.required').max(max, 'validation.tooLong');
const email = z.string().trim().min(1, 'validation.required').pipe(z.email('validation.email.invalid').max(200));
/** The tick must be set: a request without consent is never stored. */
const consent = z.literal(true, 'validation.consent.required');

export const contactRequest = z.object({
  name: text(),
  email,
  phone,
  theme: text(),
  message: text(3000),
  consent,
});

export const forecastRequest = z.object({
  full_name: text(),
  email,
  region: text(),
  activity: text(),
  purpose: text(1000),
  consent,
});

export const leadRequest = z.object({ full_name: text(), phone, consent });

export const consultationRequest = z.object({
  name: text(),
  phone,
  consultation_type: z.enum(CONSULTATION_TYPES, 'validation.required'),
  problem: text(3000),
  consent,
});

export const REQUEST_SCHEMAS = {
  contact: contactRequest,
  forecast: forecastRequest,
  lead: leadRequest,
  consultation: consultationRequest,
} as const;

const envelope = { id: z.uuid(), locale: z.string().max(5).optional() };

/** Args of the outbox mutation: the form's fields at the top level, so errors name the form's fields. */
export const requestSubmitArgs = z.discriminatedUnion('kind', [
  contactRequest.extend({ ...envelope, kind: z.literal('contact') }),
  forecastRequest.extend({ ...envelope, kind: z.literal('forecast') }),
  leadRequest.extend({ ...envelope, kind: z.literal('lead') }),
  consultationRequest.extend({ ...envelope, kind: z.literal('consultation') }),
]);
export type RequestSubmitArgs = z.input<typeof requestSubmitArgs>;

/** GET /api/requests: the inbox page's search (list-searches.ts) and the page size. */
export const requestListQuery = listQuery(REQUEST_SEARCH, 'reject').extend({
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type RequestListQuery = z.output<typeof requestListQuery>;

export const requestStatusChange = z.object({ status: z.enum(REQUEST_STATUSES, 'validation.invalid') });

/** A request as the inbox API returns it. */
export interface RequestRow {
  id: number;
  kind: RequestKind;
  payload: Record<string, unknown>;
  locale: string | null;
  status: (typeof REQUEST_STATUSES)[number];
  created_at: number;
  handled_by: number | null;
  handled_at: number | null;
}
