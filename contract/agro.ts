/**
 * The agro application contract (household-farming project): the form's steps, the outbox mutation
 * `agro.apply`, the review's status workflow with its allowed moves, assignment, list, export and
 * report queries. Option lists are defined here once and translated through `agro.<list>.<value>`.
 */
import { z } from 'zod';
import {
  decimal,
  isoDate,
  katoId,
  optionalKatoId,
  optionalWholeNumber,
  phone,
  requiredTick,
  smsProof,
  yesNo,
} from './fields.ts';
import { listQuery } from './list-query.ts';
import { AGRO_SEARCH } from './list-searches.ts';
import { EXPORT_FORMATS } from './export.ts';
import { GENDERS, checkPersonal, iin } from './registration.ts';
import { AGRO_COURSES, AGRO_STATUSES, type AgroStatus } from './agro-values.ts';
import type { Transitions } from './transitions.ts';

export { AGRO_COURSES, AGRO_STATUSES, type AgroCourse, type AgroStatus } from './agro-values.ts';

export const LAND_UNITS = ['sotka', 'ha'] as const;
export const PREMISES = ['barn', 'poultry_house', 'greenhouse', 'storage', 'pond', 'none'] as const;
export const SALES_CHANNELS = ['own_use', 'neighbours', 'market', 'shops', 'processor'] as const;
export const COOP_STATUSES = ['member', 'wants_to_join', 'no'] as const;

/**
 * The workflow: each status and the statuses it may move to. Rejection is possible until funding;
 * funded and rejected are final. The server refuses any other move (agro.status.not_allowed).
 */
export const AGRO_TRANSITIONS: Transitions<AgroStatus> = {
  next: {
    applied: ['screened', 'rejected'],
    screened: ['enrolled', 'rejected'],
    enrolled: ['trained', 'rejected'],
    trained: ['credit_applied', 'rejected'],
    credit_applied: ['funded', 'rejected'],
    funded: [],
    rejected: [],
    // Nobody proved it the person's, and the office or the proven owner applied for that IIN (ADR 133).
    superseded: [],
  },
};

/** Catalog id of an option's label, e.g. agroLabel('course', 'apple'). */
export const agroLabel = (list: string, value: string) => `agro.${list}.${value}`;

const text = (max: number) =>
  z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(max, 'validation.too_long');
const optionalText = (max: number) => z.string().trim().max(max, 'validation.too_long').optional();
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { message: 'validation.required' });
const count = optionalWholeNumber(0, 1_000_000);

/** Step 1 — the person (the shared person rules: IIN agrees with birthday and gender, an adult). */
export const agroPersonShape = { fio: text(200), iin, gender: choice(GENDERS), birthday: isoDate, phone };
/** Step 2 — where the farm is: KATO region, district, rural okrug, and the village by name. */
export const agroPlaceShape = {
  region_id: katoId,
  district_id: katoId,
  rural_okrug_id: optionalKatoId,
  village: text(200),
};
/** Step 3 — one or more courses, each once. */
export const agroCoursesShape = {
  courses: z
    .array(z.enum(AGRO_COURSES, 'validation.required'))
    .min(1, 'agro.courses.pick')
    .refine((c) => new Set(c).size === c.length, 'agro.courses.pick'),
};
/** Step 4 — the household farm, and what it produces and sells. */
export const agroFarmShape = {
  land_area: decimal(1_000_000),
  land_unit: choice(LAND_UNITS),
  livestock_count: count,
  poultry_count: count,
  fish_count: count,
  premises: z.array(z.enum(PREMISES)).default([]),
  has_water: yesNo,
  has_electricity: yesNo,
  products: optionalText(1000),
  sales_channels: z.array(z.enum(SALES_CHANNELS)).default([]),
  monthly_income: optionalWholeNumber(0, 1_000_000_000),
};
/** Step 5 — cooperative, credit need, earlier programmes. */
export const agroPlansShape = {
  coop_status: choice(COOP_STATUSES),
  coop_name: optionalText(200),
  coop_members: optionalWholeNumber(1, 100_000),
  credit_needed: yesNo,
  credit_amount: optionalWholeNumber(1, 10_000_000_000),
  credit_purpose: optionalText(1000),
  credit_equipment: optionalText(1000),
  prior_programme: yesNo,
  prior_programme_name: optionalText(300),
};
/** Step 6 — consent and review. */
export const agroConsentShape = { consent_personal_data: requiredTick };

type Ctx = z.core.$RefinementCtx;

/** A member names the cooperative; a credit need gives its amount and purpose; a prior programme its name. */
function checkPlans(v: Record<string, unknown>, ctx: Ctx) {
  const needed = [
    ...(v.coop_status === 'member' ? ['coop_name'] : []),
    ...(v.credit_needed === true ? ['credit_amount', 'credit_purpose'] : []),
    ...(v.prior_programme === true ? ['prior_programme_name'] : []),
  ];
  for (const field of needed)
    if (v[field] === undefined || v[field] === '')
      ctx.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
}

export const agroSteps = [
  { id: 'person', schema: z.object(agroPersonShape).superRefine(checkPersonal) },
  { id: 'place', schema: z.object(agroPlaceShape) },
  { id: 'courses', schema: z.object(agroCoursesShape) },
  { id: 'farm', schema: z.object(agroFarmShape) },
  { id: 'plans', schema: z.object(agroPlansShape).superRefine(checkPlans) },
  { id: 'consent', schema: z.object(agroConsentShape) },
] as const;

/** Which step a field is on, so a rejection opens the step of its first field. */
export const agroStepOfField: Record<string, number> = Object.fromEntries(
  [agroPersonShape, agroPlaceShape, agroCoursesShape, agroFarmShape, agroPlansShape, agroConsentShape].flatMap(
    (shape, i) => Object.keys(shape).map((k) => [k, i]),
  ),
);

export const agroFormSchema = z
  .object({
    ...agroPersonShape,
    ...agroPlaceShape,
    ...agroCoursesShape,
    ...agroFarmShape,
    ...agroPlansShape,
    ...agroConsentShape,
  })
  .superRefine((v, ctx) => (checkPersonal(v, ctx), checkPlans(v, ctx)));
export type AgroFormInput = z.input<typeof agroFormSchema>;
export type AgroForm = z.output<typeof agroFormSchema>;

/**
 * The outbox mutation: the draft's UUID makes a repeated submission idempotent. `verification`: the form's
 * phone proven by SMS; when it is the phone registered for the IIN, the application is the person's (ADR 133).
 */
export const agroApplySchema = z.object({ client_record_id: z.uuid(), form: agroFormSchema, verification: smsProof });

/** POST /api/agro/applications/{id}/status: a rejection says why; enrolling names one of the chosen courses. */
export const agroStatusSchema = z
  .object({
    status: z.enum(AGRO_STATUSES, 'validation.required'),
    reason: z.string().trim().max(500, 'validation.too_long').optional(),
    course: z.enum(AGRO_COURSES).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'rejected' && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'validation.reason.required' });
    if (v.status === 'enrolled' && !v.course)
      ctx.addIssue({ code: 'custom', path: ['course'], message: 'validation.required' });
  });
export type AgroStatusInput = z.input<typeof agroStatusSchema>;

/**
 * POST /api/agro/applications/{id}/assign: the curator and the technologist (user ids, null clears);
 * `whole_cooperative` gives the same pair to every application naming the same cooperative in the district.
 */
export const agroAssignSchema = z.object({
  curator_id: z.coerce.number().int().positive().nullable(),
  technologist_id: z.coerce.number().int().positive().nullable(),
  whole_cooperative: z.boolean().default(false),
});

const { page: _page, after: _after, ...filters } = AGRO_SEARCH;
/** Filters shared by the list, its export and the report. */
export const agroFilters = listQuery(filters, 'drop');
export type AgroFilters = z.output<typeof agroFilters>;
/** What decides which applications count (the report's filters): everything but the order. */
export type AgroScopeFilters = Omit<AgroFilters, 'sort' | 'order'>;
export const agroListQuery = listQuery(AGRO_SEARCH, 'drop').extend({
  per_page: z.coerce.number().int().min(1).max(100).catch(20),
});
export const agroExportQuery = agroFilters.extend({ format: z.enum(EXPORT_FORMATS).default('csv') });

export const AGRO_REPORT_GROUPS = ['course', 'region', 'status'] as const;
export const agroReportQuery = agroFilters
  .omit({ sort: true, order: true })
  .extend({ group: z.enum(AGRO_REPORT_GROUPS).catch('course') });
