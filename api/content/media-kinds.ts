/**
 * A video field must name an uploaded MP4: an image's or a PDF's id there would give the gallery a
 * player that never plays. The schema checks only the id's shape; this checks what it names.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentMedia } from '../../db/schema.ts';
import type { FieldErrors } from '../../contract/errors.ts';
import type { ContentTypeDef } from '../../contract/content-types.ts';

export function wrongMediaKinds(db: Db, def: ContentTypeDef, body: Record<string, unknown>): FieldErrors | null {
  const named = def.fields.filter((f) => f.kind === 'video' && typeof body[f.name] === 'string' && body[f.name]);
  if (!named.length) return null;
  const ids = named.map((f) => body[f.name] as string);
  const videos = new Set(
    db
      .select({ id: contentMedia.id })
      .from(contentMedia)
      .where(and(inArray(contentMedia.id, ids), eq(contentMedia.kind, 'video')))
      .all()
      .map((r) => r.id),
  );
  const wrong = named.filter((f) => !videos.has(body[f.name] as string));
  return wrong.length ? Object.fromEntries(wrong.map((f) => [f.name, ['validation.upload.not_video']])) : null;
}
