/**
 * The Champions contest contract: the product and akim nomination forms, the settings and the review
 * status change. One schema per form, used by the form, the `contest.submit` mutation and the API.
 */
import { z } from 'zod';
import { iinField, katoId, optionalKatoId, password, phone } from './fields.ts';
import { STATUSES } from './contest-statuses.ts';
import { DAY_MS, kzDayStart } from './kazakhstan-time.ts';
import { listQuery } from './list-query.ts';
import { CONTEST_SEARCH } from './list-searches.ts';

export const iin = iinField;

export const CATEGORIES = {
  dairy: ['milk', 'kefir', 'cottage_cheese', 'cheese', 'butter', 'kurt'],
  meat: ['beef', 'mutton', 'horse_meat', 'poultry', 'sausage'],
  bakery: ['bread', 'baursak', 'cakes', 'cookies', 'sweets'],
  produce: ['potatoes', 'vegetables', 'fruit', 'berries', 'melons'],
  sewing: ['national_clothing', 'felt', 'workwear', 'bedding', 'bags', 'souvenirs'],
} as const;
export type Category = keyof typeof CATEGORIES;
export const CATEGORY_KEYS = Object.keys(CATEGORIES) as [Category, ...Category[]];

export const VOLUME_UNITS = ['kg', 'l', 'pcs', 't', 'kzt'] as const;
export const LAND_UNITS = ['sotka', 'acre', 'ha'] as const;
export const MARKETS = ['market', 'shop', 'retail_chain', 'other'] as const;
export const PROCESSING = ['full', 'partial', 'none'] as const;
export const STORAGE = ['chamber', 'warehouse', 'none'] as const;
export const AKIM_UNITS = ['t', 'kg', 'kzt', 'l'] as const;
export { STATUSES, type ContestStatus } from './contest-statuses.ts';

const count = z.coerce.number({ message: 'validation.number' }).int('validation.integer').min(0, 'validation.min0');
const amount = z.coerce.number({ message: 'validation.number' }).min(0, 'validation.min0');
const rating = z.coerce
  .number({ message: 'validation.number' })
  .int()
  .min(1, 'contest.rating.range')
  .max(5, 'contest.rating.range');
const text = (max = 500) => z.string().trim().min(1, 'validation.required').max(max, 'validation.too_long');
const optionalText = (max = 500) => z.string().trim().max(max, 'validation.too_long').default('');
const fileIds = (min: number, max: number) =>
  z
    .array(z.uuid())
    .min(min, min === 1 ? 'contest.file.required' : 'contest.file.too_few')
    .max(max, 'contest.file.too_many')
    .default([]);

/** Who applies: the applicant account is created (or signed in to) with these. */
const applicant = {
  record_id: z.uuid(),
  nomination_id: z.coerce.number().int().positive(),
  full_name: text(200),
  iin,
  phone,
  password,
};

export const productFields = z.object({
  form: z.literal('product'),
  ...applicant,
  /** Where it is produced (KATO codes): the review's region filter finds the entry by it. */
  region_id: katoId,
  district_id: katoId,
  product_type: text(60),
  assortment_count: count.min(1, 'validation.min1'),
  assortment_names: text(1000),
  monthly_volume: amount,
  monthly_volume_unit: z.enum(VOLUME_UNITS, 'validation.required'),
  land_area: amount,
  land_area_unit: z.enum(LAND_UNITS, 'validation.required'),
  livestock_count: count,
  poultry_count: count,
  fish_count: count,
  family_members: count,
  hired_workers: count,
  hired_job_titles: optionalText(500),
  sales_market: z.array(z.enum(MARKETS)).min(1, 'contest.market.required'),
  social_link: z.union([z.literal(''), z.url('validation.url')]).default(''),
  logo_images: fileIds(0, 2),
  package_images: fileIds(1, 4),
  declaration_file: fileIds(0, 1),
  sanitary_file: fileIds(0, 1),
  storage_place: text(300),
  storage_photos: fileIds(0, 2),
  processing_type: z.enum(PROCESSING, 'validation.required'),
  storage_type: z.enum(STORAGE, 'validation.required'),
  cooperative_name: optionalText(200),
  cooperative_members: count.default(0),
  infrastructure_rating: rating,
});

export const contestProductSchema = productFields.superRefine((v, ctx) => {
  if (v.hired_workers > 0 && !v.hired_job_titles)
    ctx.addIssue({ code: 'custom', path: ['hired_job_titles'], message: 'contest.hired.titles_required' });
});
export type ContestProduct = z.output<typeof contestProductSchema>;

/** Numeric items of the akim form; each one above zero needs its confirmation document. */
export const AKIM_NUMBERS = [
  'social_aid_recipients',
  'registered_unemployed',
  'entrepreneurs',
  'produced_2023',
  'produced_2024',
  'processed_2023',
  'processed_2024',
  'cooperatives_count',
  'returned_land',
  'tax_revenue_2023',
  'budget_expenditure_2023',
  'microloans_count',
  'microloans_total',
  'households_in_cooperatives',
  'average_sales_volume',
] as const;
export type AkimNumber = (typeof AKIM_NUMBERS)[number];

export const akimFields = z.object({
  form: z.literal('akim'),
  ...applicant,
  in_project: z.boolean(),
  has_cooperative: z.boolean(),
  akim_full_name: text(200),
  akim_photo: fileIds(1, 1),
  /** The village's place as KATO codes (records before these were free text: region, district, rural_district). */
  region_id: katoId,
  district_id: katoId,
  rural_district_id: optionalKatoId,
  office_start_date: z.iso.date('validation.date'),
  ...(Object.fromEntries(AKIM_NUMBERS.map((k) => [k, amount])) as Record<AkimNumber, typeof amount>),
  produced_unit: z.enum(AKIM_UNITS, 'validation.required'),
  processed_unit: z.enum(AKIM_UNITS, 'validation.required'),
  sales_unit: z.enum(AKIM_UNITS, 'validation.required'),
  cooperatives: z
    .array(z.object({ name: text(200), volume: text(100), people: count }))
    .max(50, 'contest.file.too_many')
    .default([]),
  engineering_rating: rating,
  confirmations: z.record(z.string(), z.array(z.uuid()).max(3, 'contest.file.too_many')).default({}),
});

export const contestAkimSchema = akimFields.superRefine((v, ctx) => {
  for (const k of AKIM_NUMBERS)
    if (v[k] > 0 && !v.confirmations[k]?.length)
      ctx.addIssue({ code: 'custom', path: ['confirmations', k], message: 'contest.akim.confirmation_required' });
});
export type ContestAkim = z.output<typeof contestAkimSchema>;

/** What `contest.submit` carries: one of the two forms, told apart by `form`. */
export const contestSubmitSchema = z.discriminatedUnion('form', [contestProductSchema, contestAkimSchema]);
export type ContestSubmit = z.output<typeof contestSubmitSchema>;

/** Every file id a submission references, by field (for requireCompleteFiles and the review screen). */
export function contestFileRefs(s: ContestSubmit): Record<string, string[]> {
  if (s.form === 'product') {
    const d = s;
    return {
      logo_images: d.logo_images,
      package_images: d.package_images,
      declaration_file: d.declaration_file,
      sanitary_file: d.sanitary_file,
      storage_photos: d.storage_photos,
    };
  }
  const refs: Record<string, string[]> = { akim_photo: s.akim_photo };
  for (const [k, ids] of Object.entries(s.confirmations)) refs[`confirmations.${k}`] = ids;
  return refs;
}

const isoDate = z.iso.date('validation.date');
export const contestSettingsSchema = z
  .object({
    year: z.coerce.number().int().min(2020).max(2100),
    opens_on: isoDate,
    closes_on: isoDate,
    grace_hours: z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 30),
  })
  .refine((s) => s.opens_on <= s.closes_on, { path: ['closes_on'], message: 'contest.settings.order' });
export type ContestSettings = z.output<typeof contestSettingsSchema>;

/** Dates are calendar days in Kazakhstan: the window runs from 00:00 on opens_on to 24:00 on closes_on. */
export function contestWindow(s: ContestSettings) {
  const opensAt = kzDayStart(s.opens_on);
  const closesAt = kzDayStart(s.closes_on) + DAY_MS;
  return { opensAt, closesAt, graceUntil: closesAt + s.grace_hours * 3600_000 };
}

export const localizedSchema = z.object({
  kk: z.string().trim().max(2000).optional(),
  ru: z.string().trim().min(1, 'validation.required').max(2000),
  en: z.string().trim().max(2000).optional(),
  zh: z.string().trim().max(2000).optional(),
});

const nominationFields = z.object({
  slug: z.string().regex(/^[a-z0-9-]{2,40}$/, 'validation.invalid'),
  kind: z.enum(['product', 'akim']),
  category: z.enum(CATEGORY_KEYS).nullable().default(null),
  title: localizedSchema,
  description: localizedSchema.partial().default({}),
  prize: z.coerce.number().int().min(0).default(0),
  sort: z.coerce.number().int().default(0),
  active: z.boolean().default(true),
});
export const nominationSchema = nominationFields.refine((n) => n.kind === 'akim' || n.category !== null, {
  path: ['category'],
  message: 'validation.required',
});
export const nominationPatchSchema = nominationFields.omit({ kind: true }).partial();

export const statusChangeSchema = z
  .object({ status: z.enum(STATUSES), reason: z.string().trim().max(1000).default('') })
  .refine((s) => s.status !== 'rejected' || s.reason.length > 0, {
    path: ['reason'],
    message: 'contest.review.reason_required',
  });

/** GET /api/contest/applications: the page's search (region: the KATO code the form names, else the applicant's). */
export const applicationListQuery = listQuery(CONTEST_SEARCH, 'reject').extend({
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  year: z.coerce.number().int().optional(),
});

/** POST /api/contest/account: signs in by IIN + password; creating the account also needs the phone's SMS token. */
export const accountSchema = z.object({
  full_name: text(200),
  iin,
  phone,
  password,
  verification: z.string().min(10, 'validation.sms.verify_first').max(200).optional(),
});
