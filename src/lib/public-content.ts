/**
 * Addresses of the public content API, shared by the pages and the offline warm-up so both ask for
 * exactly the same URL (the service worker's cache key).
 */
import type { ContentType } from '../../contract/content-types.ts';
import { CONTENT_TYPES } from '../../contract/content-types.ts';

export const PUBLIC_PAGE_SIZE = 12;

/** The whole project office in one answer: a table is read at once, not "load more" (the API allows up to 100). */
export const OFFICE_PAGE_SIZE = 100;

/** The gallery is read in pages this large and filtered on the device (ADR 092). */
export const GALLERY_PAGE_SIZE = 100;

/** The page size each public list asks for: pages and the offline warm-up must ask for the same URL. */
export const publicPageSize = (type: ContentType) => (type === 'gallery' ? GALLERY_PAGE_SIZE : PUBLIC_PAGE_SIZE);

export const publicListPath = (type: ContentType, page: number, perPage = PUBLIC_PAGE_SIZE) =>
  `/public/${CONTENT_TYPES[type].path}?page=${page}&per_page=${perPage}`;

export const publicItemPath = (type: ContentType, id: number | string) => `/public/${CONTENT_TYPES[type].path}/${id}`;

/** The first image of an item (its picture, photo or logo), if it has one. */
export function firstImage(type: ContentType, item: Record<string, unknown>): string | null {
  const field = CONTENT_TYPES[type].fields.find((f) => f.kind === 'image');
  const v = field ? item[field.name] : null;
  return typeof v === 'string' && v ? v : null;
}

export interface PublicPage<T> {
  data: T[];
  meta: { page: number; per_page: number; total: number; last_page: number };
}
