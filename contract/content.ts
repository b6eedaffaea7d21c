/** Validation of content created in the admin: one zod schema per type, built from its field description. */
import { z } from 'zod';
import { CONTENT_TYPES, type ContentType, type ContentTypeDef, type FieldDef } from './content-types.ts';
import { CONTENT_SEARCH } from './list-searches.ts';
import { listQuery } from './list-query.ts';
import { LOCALES } from './locale.ts';

const MAX_TEXT = 500;
const MAX_RICH = 100_000;

const localized = (max: number, required: boolean) => {
  const texts = z.object(
    Object.fromEntries(LOCALES.map((l) => [l, z.string().trim().max(max, 'validation.too_long').optional()])),
  );
  // A required text must be present in at least one language; a missing key is an error, not "optional".
  return required
    ? texts.refine((v) => Object.values(v).some((s) => s), 'validation.content.one_language')
    : texts.optional();
};

// Not URL.canParse: the admin form runs this schema in browsers older than it.
const parses = (v: string) => {
  try {
    return !!new URL(v);
  } catch {
    return false;
  }
};

const optionalText = (schema: z.ZodType<string>) =>
  z.union([z.literal('').transform(() => null), schema, z.null()]).optional();

function fieldSchema(d: FieldDef): z.ZodType {
  switch (d.kind) {
    case 'localized':
      return localized(d.long ? 4000 : MAX_TEXT, !!d.required);
    case 'rich':
      return localized(MAX_RICH, !!d.required);
    case 'enum':
      return d.required ? z.enum(d.options as [string, ...string[]]) : optionalText(z.enum(d.options as [string]));
    case 'number':
      return z.union([z.number(), z.null()]).optional();
    case 'email':
      return optionalText(z.string().trim().email('validation.email.invalid'));
    case 'url':
      return optionalText(
        z
          .string()
          .trim()
          .regex(/^https?:\/\/\S+$/i, 'validation.url.invalid')
          // The pages parse links (a video link becomes an embed): one the URL parser refuses is refused here.
          .refine(parses, 'validation.url.invalid'),
      );
    case 'phone':
      return optionalText(
        z
          .string()
          .trim()
          .regex(/^\+?[\d\s()-]{6,20}$/, 'validation.phone.invalid'),
      );
    case 'image':
    case 'file':
    case 'video':
      return optionalText(z.string().regex(/^[\w-]{8,64}$/, 'validation.invalid'));
    default:
      return optionalText(z.string().trim().max(MAX_TEXT, 'validation.too_long'));
  }
}

/** The body of a create or update: every described field, plus the publish flag and sort order. */
export function contentInput(type: ContentType) {
  const def: ContentTypeDef = CONTENT_TYPES[type];
  return z.object({
    ...Object.fromEntries(def.fields.map((d) => [d.name, fieldSchema(d)])),
    published: z.boolean().optional(),
    sort: z.number().int().optional(),
  });
}

export type ContentInput = Record<string, unknown> & { published?: boolean; sort?: number };

export const contentListQuery = listQuery(CONTENT_SEARCH, 'reject').extend({
  per_page: z.coerce.number().int().min(1).max(100).default(12),
});

export const publishInput = z.object({ published: z.boolean() });

/** What the upload endpoints accept. */
export const IMAGE_MIME = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** An MP4 for the gallery: about two minutes of phone video at 720p. Larger films belong on a video site. */
export const MAX_VIDEO_BYTES = 64 * 1024 * 1024;

export interface Paged<T> {
  data: T[];
  meta: { page: number; per_page: number; total: number; last_page: number };
}
