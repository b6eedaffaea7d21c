/**
 * The search parameters of the admin lists, one table per list, without zod: the route's validateSearch
 * (src/lib/route-search.ts `searchFrom`, loaded with the first page) and the API's query schema
 * (./list-query.ts `listQuery`) are both derived from these, so the URL and the API cannot drift apart.
 * API-only parameters (per_page, the users' sort) are added to the zod schema where it is declared.
 */
import { APPLICATION_LANGUAGES, APPLICATION_SORTS, APPLICATION_STATUSES, SORT_ORDERS } from './application-values.ts';
import { AGRO_COURSES, AGRO_SORTS, AGRO_STATUSES } from './agro-values.ts';
import { STATUSES } from './contest-statuses.ts';
import { ROLES } from './roles.ts';
import { OUTCOMES } from './consultation-outcomes.ts';
import { LEAD_KINDS, LEAD_STATUSES } from './property-values.ts';
import { CONSULTATION_TYPES, REQUEST_KINDS, REQUEST_STATUSES } from './reference.ts';

/** page: an integer ≥ 1 (1 when absent); id: an optional integer in [min, max]; the rest optional too. */
export type SearchField =
  | { kind: 'page' }
  | { kind: 'id'; max?: number }
  | { kind: 'text'; max: number }
  | { kind: 'date' }
  | { kind: 'enum'; values: readonly [string, ...string[]]; default?: string };
export type SearchTable = Record<string, SearchField>;

const page = { kind: 'page' } as const;
const id = { kind: 'id' } as const;
const date = { kind: 'date' } as const;
const text = (max: number) => ({ kind: 'text', max }) as const;
const oneOf = <const V extends readonly [string, ...string[]], const D extends V[number] | undefined = undefined>(
  values: V,
  fallback?: D,
) =>
  ({ kind: 'enum', values, ...(fallback === undefined ? {} : { default: fallback }) }) as {
    kind: 'enum';
    values: V;
  } & (D extends string ? { default: D } : unknown);

/** GET /api/applications and /admin/applications (the export takes the same filters, without page). */
export const APPLICATION_SEARCH = {
  page,
  /** The keyset cursor of "Next" (api/lib/keyset.ts); without it, `page` is an offset. */
  after: text(200),
  q: text(100),
  status: oneOf(APPLICATION_STATUSES),
  region_id: id,
  district_id: id,
  flow_id: id,
  language: oneOf(APPLICATION_LANGUAGES),
  date_from: date,
  date_to: date,
  registered_by: id,
  sort: oneOf(APPLICATION_SORTS, 'created_at'),
  order: oneOf(SORT_ORDERS, 'DESC'),
} as const satisfies SearchTable;

/** GET /api/agro/applications and /admin/agro (the export and the report take the same filters, without page). */
export const AGRO_SEARCH = {
  page,
  /** The keyset cursor of "Next" (api/lib/keyset.ts); without it, `page` is an offset. */
  after: text(200),
  q: text(100),
  status: oneOf(AGRO_STATUSES),
  course: oneOf(AGRO_COURSES),
  region_id: id,
  district_id: id,
  date_from: date,
  date_to: date,
  sort: oneOf(AGRO_SORTS, 'created_at'),
  order: oneOf(SORT_ORDERS, 'DESC'),
} as const satisfies SearchTable;

/** GET /api/contest/applications and /admin/contest. */
export const CONTEST_SEARCH = {
  page,
  /** The keyset cursor of "Next" (api/lib/keyset.ts); without it, `page` is an offset. */
  after: text(200),
  q: text(100),
  nomination_id: id,
  region_id: id,
  status: oneOf(STATUSES),
} as const satisfies SearchTable;

/**
 * GET /api/user-logs and /admin/user-logs: who acted (name, phone or id), whom or what it changed, and
 * local calendar days, which the page sends as the instants the API takes (user-logs.ts).
 */
export const USER_LOG_SEARCH = {
  page,
  after: text(200),
  action: text(64),
  user: text(100),
  changed: text(100),
  user_id: id,
  changed_user_id: id,
  date_from: date,
  date_to: date,
} as const satisfies SearchTable;

/** GET /api/users and /admin/users. */
export const USER_SEARCH = {
  page,
  /** The keyset cursor of "Next" (api/lib/keyset.ts); without it, `page` is an offset. */
  after: text(200),
  search: text(100),
  role_id: { kind: 'id', max: ROLES.admin },
} as const satisfies SearchTable;

/** GET /api/requests and /admin/requests: the inbox of the public site's forms. */
export const REQUEST_SEARCH = {
  page,
  /** The keyset cursor of "Next" (api/lib/keyset.ts); without it, `page` is an offset. */
  after: text(200),
  kind: oneOf(REQUEST_KINDS),
  status: oneOf(REQUEST_STATUSES),
} as const satisfies SearchTable;

/** GET /api/property/leads and /admin/property-leads (the export takes the same filters, without page). */
export const LEAD_SEARCH = {
  page,
  /** The keyset cursor of "Next" (api/lib/keyset.ts); without it, `page` is an offset. */
  after: text(200),
  status: oneOf(LEAD_STATUSES),
  kind: oneOf(LEAD_KINDS),
} as const satisfies SearchTable;

/** GET /api/<content type> and the admin list of each content type (/admin/news, /admin/faqs, …). */
export const CONTENT_SEARCH = {
  page,
  q: text(100),
  published: oneOf(['1', '0'] as const),
} as const satisfies SearchTable;

/** GET /api/consultations and /admin/consultations: a lawyer's own cases, an admin's all (ADR 072). */
export const CASE_SEARCH = {
  page,
  /** The keyset cursor of "Next" (api/lib/keyset.ts); without it, `page` is an offset. */
  after: text(200),
  q: text(100),
  status: oneOf(['1', '2', '3']),
  type: oneOf(CONSULTATION_TYPES),
  outcome: oneOf(OUTCOMES),
  region_id: id,
  lawyer_id: id,
  overdue: oneOf(['1']),
} as const satisfies SearchTable;

/**
 * GET /api/flows and /admin/flows (whose URL adds `archived=true`, the API `archived=1`): a region or a
 * district narrows the list, as a flow picker narrows it to an application's district.
 */
export const FLOW_SEARCH = {
  page,
  /** The keyset cursor of "Next" (api/lib/keyset.ts); without it, `page` is an offset. */
  after: text(200),
  region_id: id,
  district_id: id,
} as const satisfies SearchTable;
