/**
 * A picture or PDF field names an uploaded content media file (ADR 105): the schema checks only the
 * id's shape, this checks what it names — an image where a picture goes, a PDF (sniffed by its magic
 * bytes at upload) of at most MAX_LAYOUT_PDF_BYTES where a layout PDF goes.
 */
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { contentMedia } from '../../db/schema.ts';
import type { FieldErrors } from '../../contract/errors.ts';
import { MAX_LAYOUT_PDF_BYTES } from '../../contract/property-items.ts';

export type MediaRef = { path: string; id: string | null | undefined; want: 'image' | 'pdf' };

export function mediaErrors(db: Db | Tx, refs: MediaRef[]): FieldErrors | null {
  const named = refs.filter((r): r is MediaRef & { id: string } => !!r.id);
  if (!named.length) return null;
  const rows = new Map(
    db
      .select()
      .from(contentMedia)
      .where(
        inArray(
          contentMedia.id,
          named.map((r) => r.id),
        ),
      )
      .all()
      .map((m) => [m.id, m]),
  );
  const errors: FieldErrors = {};
  for (const r of named) {
    const m = rows.get(r.id);
    if (r.want === 'image' && m?.kind !== 'image') errors[r.path] = ['validation.upload.not_image'];
    else if (r.want === 'pdf' && m?.mime !== 'application/pdf') errors[r.path] = ['property.errors.not_pdf'];
    else if (r.want === 'pdf' && m!.size > MAX_LAYOUT_PDF_BYTES) errors[r.path] = ['property.errors.pdf_too_large'];
  }
  return Object.keys(errors).length ? errors : null;
}

export const images = (path: string, ids: readonly string[]): MediaRef[] =>
  ids.map((id, i) => ({ path: `${path}.${i}`, id, want: 'image' }));

/** Media as a page draws it: the URL and the stored size, so the browser reserves the space before loading. */
export function mediaInfo(db: Db | Tx, ids: Iterable<string | null | undefined>) {
  const wanted = [...new Set([...ids].filter((id): id is string => !!id))];
  const out = new Map<string, { id: string; url: string; width: number | null; height: number | null }>();
  if (!wanted.length) return out;
  for (const m of db
    .select({ id: contentMedia.id, width: contentMedia.width, height: contentMedia.height })
    .from(contentMedia)
    .where(inArray(contentMedia.id, wanted))
    .all())
    out.set(m.id, { ...m, url: `/api/public/media/${m.id}` });
  return out;
}
