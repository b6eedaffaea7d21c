/**
 * A cover must name an uploaded picture, a video an uploaded MP4, and a material an uploaded file: the
 * schema checks only the id's shape, and a PDF's id as a video would give learners a player that never
 * plays, an unknown id a link that answers 404.
 */
import type { Db, Tx } from '../../db/client.ts';
import { mediaByIds } from '../content/video-variants.ts';
import type { FieldErrors } from '../../contract/errors.ts';

export function wrongMedia(
  db: Db | Tx,
  named: { cover?: string | null; video?: string | null; materials?: { media_id: string }[] },
): FieldErrors | null {
  const materials = named.materials ?? [];
  const media = mediaByIds(db, [named.cover, named.video, ...materials.map((m) => m.media_id)]);
  const errors: FieldErrors = {};
  if (named.cover && media.get(named.cover)?.kind !== 'image') errors.cover = ['validation.upload.not_image'];
  if (named.video && media.get(named.video)?.kind !== 'video') errors.video = ['validation.upload.not_video'];
  materials.forEach((m, i) => {
    if (!media.has(m.media_id)) errors[`materials.${i}.media_id`] = ['learn.errors.material'];
  });
  return Object.keys(errors).length ? errors : null;
}
