/**
 * A cover must name an uploaded picture and a video an uploaded MP4: the schema checks only the id's
 * shape, and a PDF's id as a video would give learners a player that never plays.
 */
import type { Db, Tx } from '../../db/client.ts';
import { mediaByIds } from '../content/video-variants.ts';
import type { FieldErrors } from '../schemas/errors.ts';

export function wrongMedia(db: Db | Tx, named: { cover?: string | null; video?: string | null }): FieldErrors | null {
  const media = mediaByIds(db, [named.cover, named.video]);
  const errors: FieldErrors = {};
  if (named.cover && media.get(named.cover)?.kind !== 'image') errors.cover = ['validation.upload.not_image'];
  if (named.video && media.get(named.video)?.kind !== 'video') errors.video = ['validation.upload.not_video'];
  return Object.keys(errors).length ? errors : null;
}
