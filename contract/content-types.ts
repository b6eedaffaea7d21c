/**
 * The content types admins manage, described once: the admin form, the API validation and the public
 * pages are all driven by these field descriptions, so adding a field is one line here (plus a column).
 * Plain data with no zod, so the public pages can read it without loading the validator.
 */
import { DOCUMENT_TYPES } from './reference.ts';

/** localized: plain text per language; rich: sanitised HTML per language; image/file/video: an uploaded media id. */
export type FieldKind =
  'localized' | 'rich' | 'text' | 'email' | 'phone' | 'url' | 'image' | 'file' | 'video' | 'enum' | 'number';

/** Kinds whose value is an uploaded media id (served by /api/public/media/{id}). */
export const MEDIA_FIELD_KINDS: readonly FieldKind[] = ['image', 'file', 'video'];
export const isMediaField = (f: { kind: FieldKind }) => MEDIA_FIELD_KINDS.includes(f.kind);

export interface FieldDef {
  name: string;
  kind: FieldKind;
  required?: boolean;
  options?: readonly string[];
  /** Multi-line input for a localized field. */
  long?: boolean;
}

export interface ContentTypeDef {
  /** Path segment of the admin API (/api/<path>) and of the public API (/api/public/<path>). */
  path: string;
  fields: readonly FieldDef[];
  /** The field that names an item in lists, search and confirmations. */
  titleField: string;
  /** newest: by publication date; sort: by the sort number, as the admin orders them. */
  order: 'newest' | 'sort';
  /** Whether the public site has a detail page per item (its API then serves /:id). */
  detail: boolean;
}

// The name and kind stay literal types: PublicItem below reads each type's fields from them.
const f = <N extends string, K extends FieldKind>(name: N, kind: K, extra: Partial<FieldDef> = {}) =>
  ({ name, kind, ...extra }) as FieldDef & { name: N; kind: K };

const story = () => ({
  path: '',
  fields: [
    f('title', 'localized', { required: true }),
    f('summary', 'localized', { long: true }),
    f('body', 'rich'),
    f('image', 'image'),
    f('video', 'url'),
  ],
  titleField: 'title',
  order: 'newest' as const,
  detail: true,
});

export const GALLERY_KINDS = ['photo', 'video'] as const;

export const CONTENT_TYPES = {
  news: { ...story(), path: 'news' },
  stock: { ...story(), path: 'stock' },
  article: { ...story(), path: 'articles' },
  gallery: {
    path: 'gallery',
    fields: [
      f('title', 'localized', { required: true }),
      f('kind', 'enum', { options: GALLERY_KINDS, required: true }),
      f('album', 'localized'),
      // A photo's picture, or a video's poster.
      f('image', 'image'),
      // An uploaded MP4 plays from our media route; otherwise the external link (YouTube, Vimeo, any page).
      f('video_file', 'video'),
      f('video', 'url'),
    ],
    titleField: 'title',
    order: 'newest',
    detail: false,
  },
  faq: {
    path: 'faqs',
    fields: [f('question', 'localized', { required: true }), f('answer', 'rich')],
    titleField: 'question',
    order: 'sort',
    detail: false,
  },
  expert: {
    path: 'experts',
    fields: [
      f('name', 'localized', { required: true }),
      f('region', 'localized'),
      f('position', 'localized'),
      f('biography', 'rich'),
      f('education', 'localized', { long: true }),
      f('reception_schedule', 'localized', { long: true }),
      f('phone', 'phone'),
      f('email', 'email'),
      f('photo', 'image'),
    ],
    titleField: 'name',
    order: 'sort',
    detail: true,
  },
  document: {
    path: 'documents',
    fields: [
      f('name', 'localized', { required: true }),
      f('type', 'enum', { options: DOCUMENT_TYPES, required: true }),
      f('file', 'file'),
    ],
    titleField: 'name',
    order: 'newest',
    detail: false,
  },
  partner: {
    path: 'partners',
    fields: [f('name', 'localized', { required: true }), f('logo', 'image'), f('url', 'url')],
    titleField: 'name',
    order: 'sort',
    detail: false,
  },
  team: {
    path: 'team',
    fields: [
      f('name', 'localized', { required: true }),
      f('position', 'localized'),
      f('group', 'localized'),
      f('photo', 'image'),
    ],
    titleField: 'name',
    order: 'sort',
    detail: false,
  },
  contact: {
    path: 'contacts',
    fields: [
      f('title', 'localized', { required: true }),
      f('address', 'localized', { required: true }),
      f('working_hours', 'localized', { required: true }),
      f('responsible', 'text'),
      f('phone', 'phone'),
      f('lat', 'number'),
      f('lon', 'number'),
    ],
    titleField: 'title',
    order: 'sort',
    detail: false,
  },
  // The developer site's pages (issue 18): a promotion names its project (shown on that project's page).
  promotion: {
    ...story(),
    path: 'promotions',
    fields: [...story().fields, f('project_id', 'number'), f('valid_until', 'text')],
  },
  vacancy: {
    path: 'vacancies',
    fields: [
      f('title', 'localized', { required: true }),
      f('place', 'localized'),
      f('salary', 'localized'),
      f('body', 'rich'),
    ],
    titleField: 'title',
    order: 'newest',
    detail: false,
  },
  investor: {
    path: 'investors',
    fields: [f('title', 'localized', { required: true }), f('body', 'rich'), f('file', 'file')],
    titleField: 'title',
    order: 'sort',
    detail: false,
  },
  partner_programme: {
    path: 'partner-programmes',
    fields: [
      f('name', 'localized', { required: true }),
      f('summary', 'localized', { long: true }),
      f('body', 'rich'),
      f('logo', 'image'),
      f('url', 'url'),
    ],
    titleField: 'name',
    order: 'sort',
    detail: false,
  },
} as const satisfies Record<string, ContentTypeDef>;

export type ContentType = keyof typeof CONTENT_TYPES;
export const CONTENT_TYPE_NAMES = Object.keys(CONTENT_TYPES) as ContentType[];
/** Types with a public list (contacts keep their own older endpoint). */
export const PUBLIC_TYPES = CONTENT_TYPE_NAMES.filter((t) => t !== 'contact');

/** A field's value in a public answer: text in the asked language, a media address, or the stored value. */
type PublicValue<K extends FieldKind> = K extends 'localized' | 'rich'
  ? string
  : K extends 'number'
    ? number | null
    : string | null;

/** A published item as /api/public/<path> answers it (api/content/resource.ts `toPublic`). */
export type PublicItem<T extends ContentType> = { id: number; published_at: string | null } & {
  [F in (typeof CONTENT_TYPES)[T]['fields'][number] as F['name']]: PublicValue<F['kind']>;
};
