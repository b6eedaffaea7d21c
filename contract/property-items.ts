/**
 * A project's content beside its units, edited in four languages with a published flag: infrastructure
 * inside the project (with a place on the master plan), places near it, its specification, and its
 * monthly construction reports. One shape per type; the API, the admin form and the public page read it.
 * Pictures are content media ids (uploaded through /api/compress-file-upload); the server checks what they name.
 */
import { z } from 'zod';
import { decimal, optionalWholeNumber, wholeNumber } from './fields.ts';
import { LOCALES } from './locale.ts';

export const PROPERTY_ITEM_TYPES = ['infrastructure', 'near', 'specification', 'progress'] as const;
export type PropertyItemType = (typeof PROPERTY_ITEM_TYPES)[number];

/** The seed: playgrounds and the 180 parking places. */
export const INFRASTRUCTURE_CATEGORIES = [
  'playground',
  'parking',
  'sports',
  'kindergarten',
  'school',
  'shop',
  'park',
  'security',
  'other',
] as const;
export const NEAR_CATEGORIES = [
  'school',
  'kindergarten',
  'hospital',
  'shop',
  'mall',
  'park',
  'transport',
  'sports',
  'other',
] as const;
/** The seed: walls, windows, heating, the 9-point seismic rating, finish. */
export const SPECIFICATION_CATEGORIES = [
  'walls',
  'windows',
  'heating',
  'seismic',
  'finish',
  'ceilings',
  'lifts',
  'ventilation',
  'water',
  'other',
] as const;

export const ITEM_CATEGORIES: Record<PropertyItemType, readonly string[]> = {
  infrastructure: INFRASTRUCTURE_CATEGORIES,
  near: NEAR_CATEGORIES,
  specification: SPECIFICATION_CATEGORIES,
  progress: [],
};

/** Photos in one monthly construction report. */
export const MAX_PROGRESS_PHOTOS = 30;
/** Pictures in a project's gallery. */
export const MAX_GALLERY = 40;
export const MAX_INFO_BLOCKS = 20;
/** A unit's layout PDF: a plan drawing, small enough for a phone on mobile data. */
export const MAX_LAYOUT_PDF_BYTES = 10 * 1024 * 1024;

/** The id of an uploaded content media file. */
export const mediaId = z.string().regex(/^[0-9a-f]{32}$/, 'validation.invalid');
export const optionalMedia = z.preprocess((v) => (v === '' ? null : v), mediaId.nullable()).default(null);

export const localizedText = (max: number) =>
  z.object(Object.fromEntries(LOCALES.map((l) => [l, z.string().trim().max(max, 'validation.too_long').optional()])));
export const requiredLocalizedText = (max: number) =>
  localizedText(max).refine((v) => Object.values(v).some((s) => s), 'validation.content.one_language');

const optionalPercent = z.preprocess((v) => (v === '' ? null : v), z.union([decimal(100), z.null()]).default(null));
const base = {
  project_id: wholeNumber(1, Number.MAX_SAFE_INTEGER),
  body: localizedText(4000).default({}),
  published: z.boolean().default(false),
  sort: z.preprocess((v) => (v === '' || v === undefined ? 0 : v), wholeNumber(0, 10_000)),
};

/** A marker on the master plan needs both coordinates, or neither. */
const bothOrNeither = <T extends { x: number | null; y: number | null }>(v: T, ctx: z.RefinementCtx) => {
  if ((v.x === null) !== (v.y === null))
    ctx.addIssue({ code: 'custom', path: [v.x === null ? 'x' : 'y'], message: 'validation.required' });
};

export const infrastructureSchema = z
  .object({
    ...base,
    title: requiredLocalizedText(200),
    category: z.enum(INFRASTRUCTURE_CATEGORIES, { message: 'validation.required' }),
    image: optionalMedia,
    quantity: optionalWholeNumber(0, 100_000).nullable().default(null),
    x: optionalPercent,
    y: optionalPercent,
  })
  .superRefine(bothOrNeither);

export const nearSchema = z.object({
  ...base,
  title: requiredLocalizedText(200),
  category: z.enum(NEAR_CATEGORIES, { message: 'validation.required' }),
  image: optionalMedia,
  distance_m: wholeNumber(0, 1_000_000),
});

export const specificationSchema = z.object({
  ...base,
  title: requiredLocalizedText(200),
  category: z.enum(SPECIFICATION_CATEGORIES, { message: 'validation.required' }),
  image: optionalMedia,
});

export const progressSchema = z.object({
  ...base,
  title: localizedText(200).default({}),
  month: z
    .string({ message: 'validation.required' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.date.format')
    .refine((m) => m >= '2000-01' && m <= '2100-12', 'validation.date.format'),
  photos: z.array(mediaId).min(1, 'validation.required').max(MAX_PROGRESS_PHOTOS, 'validation.too_long'),
});

export const PROPERTY_ITEM_SCHEMAS = {
  infrastructure: infrastructureSchema,
  near: nearSchema,
  specification: specificationSchema,
  progress: progressSchema,
} as const;

/** Every type's input in one shape: what a type does not have is absent. */
export type PropertyItemInput = {
  project_id: number;
  title: Partial<Record<string, string>>;
  body: Partial<Record<string, string>>;
  published: boolean;
  sort: number;
  category?: string;
  image?: string | null;
  quantity?: number | null;
  x?: number | null;
  y?: number | null;
  distance_m?: number;
  month?: string;
  photos?: string[];
};

export const itemListQuery = z.object({
  project_id: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().positive('validation.invalid').optional(),
  ),
});

/** What a project adds to its form: the master plan, the gallery and the info blocks. */
export const projectMediaFields = {
  master_plan: optionalMedia,
  gallery: z.array(mediaId).max(MAX_GALLERY, 'validation.too_long').default([]),
  info_blocks: z
    .array(z.object({ title: requiredLocalizedText(200), body: localizedText(4000).default({}) }))
    .max(MAX_INFO_BLOCKS, 'validation.too_long')
    .default([]),
};
export type InfoBlock = { title: Partial<Record<string, string>>; body: Partial<Record<string, string>> };

/** The layout picture and PDF given to ticked units at once (a plan repeats floor after floor). */
export const unitLayoutSchema = z.object({
  unit_ids: z.array(z.number().int().positive()).min(1, 'validation.required').max(5000, 'validation.too_long'),
  layout_image: optionalMedia,
  layout_pdf: optionalMedia,
});

/** Catalog id of an item category's label, e.g. itemCategoryLabel('near', 'school'). */
export const itemCategoryLabel = (type: PropertyItemType, category: string) => `property.${type}.category.${category}`;
