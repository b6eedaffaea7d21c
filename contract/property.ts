/**
 * The property strand's contract: projects, buildings with their units, the editors' bulk status move,
 * the public lead/booking mutation `property.lead` and the leads inbox. Messages are catalog ids.
 */
import { z } from 'zod';
import { decimal, optionalWholeNumber, phone, requiredTick, smsProof, wholeNumber } from './fields.ts';
import { listQuery } from './list-query.ts';
import { LEAD_SEARCH } from './list-searches.ts';
import { LOCALES } from './locale.ts';
import { optionalMedia, projectMediaFields } from './property-items.ts';
import {
  CALLBACK_TIMES,
  FINISHES,
  LEAD_KINDS,
  LEAD_STATUSES,
  PROJECT_KINDS,
  PROJECT_STATES,
  SLOT_KINDS,
  UNIT_BASE_STATUSES,
  UNIT_KINDS,
} from './property-values.ts';

export * from './property-values.ts';

/** Catalog id of an option's label, e.g. propertyLabel('finish', 'turnkey'). */
export const propertyLabel = (list: string, value: string) => `property.${list}.${value}`;

const localized = (max: number) =>
  z.object(Object.fromEntries(LOCALES.map((l) => [l, z.string().trim().max(max, 'validation.too_long').optional()])));
const requiredLocalized = (max: number) =>
  localized(max).refine((v) => Object.values(v).some((s) => s), 'validation.content.one_language');
/** An empty input is "not given", like optionalWholeNumber. */
const optionalDecimal = (max: number) =>
  z.preprocess((v) => (v === '' ? null : v), z.union([decimal(max), z.null()]).optional());
const text = (max: number) =>
  z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(max, 'validation.too_long');

/** Degrees typed in a form ("43,2389") or sent as a number; empty is "not given". */
const coordinate = (limit: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v.trim().replace(',', '.')) : v),
    z
      .number({ message: 'validation.number.range' })
      .min(-limit, 'validation.number.range')
      .max(limit, 'validation.number.range')
      .nullable(),
  );

/** What an editor types; "price from", the apartment area range and the totals are counted from the units (ADR 120). */
export const projectSchema = z.object({
  kind: z.enum(PROJECT_KINDS),
  name: requiredLocalized(200),
  description: localized(4000).default({}),
  address: localized(300).default({}),
  state: z.enum(PROJECT_STATES),
  delivery_quarter: optionalWholeNumber(1, 4).nullable(),
  delivery_year: optionalWholeNumber(2000, 2100).nullable(),
  comfort_class: z.string().trim().max(50, 'validation.too_long').nullable().optional(),
  floors: optionalWholeNumber(1, 200).nullable(),
  blocks: optionalWholeNumber(1, 100).nullable(),
  total_area_ha: optionalDecimal(10_000),
  ceiling_height: optionalDecimal(20),
  commercial_height: optionalDecimal(20),
  lat: coordinate(90),
  lon: coordinate(180),
  ...projectMediaFields,
  published: z.boolean().default(false),
});
export type ProjectInput = z.output<typeof projectSchema>;

export const projectListQuery = z.object({ kind: z.enum(PROJECT_KINDS).optional() });
export const publicProjectsQuery = z.object({
  state: z.enum(PROJECT_STATES).optional(),
  // `arena`, the seed's commercial kind: `/arenatrg` shows the first published one (seed §2, "the first project").
  kind: z.enum(PROJECT_KINDS).optional(),
});

/** One cell as an editor saves it: generated on the device (sections × floors × units), then edited. */
export const unitCell = z.object({
  section: wholeNumber(1, 50),
  floor: wholeNumber(-5, 200),
  number: text(20),
  kind: z.enum(UNIT_KINDS).default('apartment'),
  rooms: optionalWholeNumber(0, 20).nullable(),
  area: decimal(100_000).refine((v) => v > 0, 'validation.number.range'),
  price: wholeNumber(0, 10_000_000_000),
  finish: z.enum(FINISHES).default('none'),
  status: z.enum(UNIT_BASE_STATUSES).default('available'),
});
export type UnitCell = z.output<typeof unitCell>;

/** A building at most 5,000 units in one save (a generated 50-floor block of 4 sections is 1,600). */
export const MAX_BUILDING_UNITS = 5000;
export const buildingSchema = z.object({
  project_id: wholeNumber(1, Number.MAX_SAFE_INTEGER),
  name: text(100),
  units: z.array(unitCell).min(1, 'validation.required').max(MAX_BUILDING_UNITS, 'validation.too_long'),
});

/** One saved unit as an editor changes it (ADR 120): the cell's fields and its layout picture and PDF. */
export const unitEditSchema = unitCell.extend({ layout_image: optionalMedia, layout_pdf: optionalMedia });
export type UnitEdit = z.output<typeof unitEditSchema>;

export const buildingRenameSchema = z.object({ name: text(100) });
export const buildingListQuery = z.object({
  project_id: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().positive('validation.invalid').optional(),
  ),
});

/** A row of the units import (ADR 106): a unit cell with the building it belongs to (its id or name). */
export const unitImportRow = unitCell.extend({ building: text(100) });
/** A row of a price list: the unit by building, number (and section where numbers repeat), its new price. */
export const priceImportRow = z.object({
  building: text(100),
  section: optionalWholeNumber(1, 50),
  number: text(20),
  price: wholeNumber(0, 10_000_000_000),
});

export const bulkStatusSchema = z.object({
  unit_ids: z.array(z.number().int().positive()).min(1, 'validation.required').max(MAX_BUILDING_UNITS),
  status: z.enum(UNIT_BASE_STATUSES),
});

/**
 * `property.lead`: full name and phone required; rooms and unit optional; consent always. A webinar or
 * showroom sign-up names its slot (ADR 106); a complaint, investor request or vacancy application
 * says what it is about in the comment.
 */
export const leadForm = z
  .object({
    kind: z.enum(LEAD_KINDS).default('booking'),
    name: text(200),
    phone,
    rooms: optionalWholeNumber(0, 20).nullable(),
    unit_id: z.number().int().positive().nullable().optional(),
    slot_id: z.preprocess((v) => (v === '' ? null : v), wholeNumber(1, Number.MAX_SAFE_INTEGER).nullable().optional()),
    comment: z.string().trim().max(2000, 'validation.too_long').optional(),
    /** A callback's preferred time of day; empty is "any time". */
    preferred_time: z.preprocess((v) => (v === '' ? null : v), z.enum(CALLBACK_TIMES).nullable().optional()),
    consent: requiredTick,
    /** The phone proven by SMS: without it a booking or a sign-up is kept as a lead but holds nothing (ADR 133). */
    verification: smsProof,
  })
  .superRefine((v, ctx) => {
    if ((SLOT_KINDS as readonly string[]).includes(v.kind) && !v.slot_id)
      ctx.addIssue({ code: 'custom', path: ['slot_id'], message: 'validation.required' });
    if (['complaint', 'investor', 'vacancy'].includes(v.kind) && !v.comment)
      ctx.addIssue({ code: 'custom', path: ['comment'], message: 'validation.required' });
  });
/** A webinar or showroom viewing an editor opens: when, what (four languages), how many seats. */
export const MAX_SLOT_CAPACITY = 10_000;
export const slotSchema = z.object({
  kind: z.enum(SLOT_KINDS),
  starts_at: z.iso.datetime({ offset: true, message: 'validation.invalid' }),
  title: localized(200).default({}),
  capacity: wholeNumber(1, MAX_SLOT_CAPACITY),
  published: z.boolean().default(true),
});
export const slotListQuery = z.object({ kind: z.enum(SLOT_KINDS).optional() });
export const propertyLeadSchema = z.object({ client_record_id: z.uuid('validation.invalid'), form: leadForm });

const { page: _page, after: _after, ...leadFilterFields } = LEAD_SEARCH;
/** The inbox's filters, shared by its page and its export, so a download is exactly the filtered inbox. */
export const leadFilters = listQuery(leadFilterFields, 'reject');
export type LeadFilters = z.output<typeof leadFilters>;
/** GET /api/property/leads: the page's search (list-searches.ts) and the page size. */
export const leadListQuery = listQuery(LEAD_SEARCH, 'reject').extend({
  per_page: z.coerce.number().int().min(1).max(100).default(50),
});
export type LeadListQuery = z.output<typeof leadListQuery>;
export const leadStatusSchema = z.object({ status: z.enum(LEAD_STATUSES) });

/**
 * What an editor sets for the site: reservation hold, the calculators' prices per m² and limits, mortgage
 * programmes. The settings are the calculators' one source (ADR 118): the instalment's minimum down
 * payment, maximum discount and longest term are read from here, never from constants in the page.
 */
export const mortgagePreset = z.object({
  // A name saved as one string before names had four languages reads as the Russian one.
  name: z.preprocess((v) => (typeof v === 'string' ? { ru: v } : v), requiredLocalized(100)),
  rate: decimal(100),
  down_percent: wholeNumber(0, 100),
  years: wholeNumber(1, 35),
});
export const propertySettingsSchema = z.object({
  reservation_hours: wholeNumber(1, 24 * 30),
  instalment_price_m2: wholeNumber(0, 100_000_000),
  commercial_price_m2: wholeNumber(0, 100_000_000),
  // Settings saved before these limits existed read with the seed's values.
  min_down_percent: wholeNumber(0, 100).default(20),
  max_discount_percent: wholeNumber(0, 100).default(15),
  max_instalment_months: wholeNumber(1, 360).default(60),
  mortgage_presets: z.array(mortgagePreset).max(20),
});
export type PropertySettings = z.output<typeof propertySettingsSchema>;

/**
 * The seed's developer constants (§9): 72 h hold, 550,000 and 1,500,000 ₸/m², from 20 % down, a discount
 * up to 15 %, the state 7-20-25 programme and a bank's.
 */
export const DEFAULT_PROPERTY_SETTINGS: PropertySettings = {
  reservation_hours: 72,
  instalment_price_m2: 550_000,
  commercial_price_m2: 1_500_000,
  min_down_percent: 20,
  max_discount_percent: 15,
  max_instalment_months: 60,
  mortgage_presets: [
    {
      name: {
        kk: '«7-20-25» мемлекеттік бағдарламасы',
        ru: 'Госпрограмма «7-20-25»',
        en: 'State programme 7-20-25',
        zh: '国家计划 7-20-25',
      },
      rate: 7,
      down_percent: 20,
      years: 25,
    },
    {
      name: { kk: 'Банк ипотекасы', ru: 'Банковская ипотека', en: 'Bank mortgage', zh: '银行按揭' },
      rate: 16.5,
      down_percent: 20,
      years: 20,
    },
  ],
};

/** A four-language text in the reader's language, else Russian, else any language that has it. */
export function textIn(v: Partial<Record<string, string>> | undefined, locale: string): string {
  if (!v) return '';
  return v[locale] || v.ru || Object.values(v).find(Boolean) || '';
}
