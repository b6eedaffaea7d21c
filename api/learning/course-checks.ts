/**
 * What the course form's schema cannot know: the KATO picks exist and nest (a region, a district of
 * that region), the picked image is an uploaded picture and each material an uploaded file. Each failure is its field's error, so a
 * hand-made request with an unknown id answers 422 on that field, never a foreign-key 500.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { contentMedia } from '../../db/schema.ts';
import { katoMismatch } from '../reference/kato-check.ts';
import type { FieldErrors } from '../../contract/errors.ts';
import type { courseInput } from '../../contract/learning.ts';
import { wrongMedia } from './media-check.ts';

export function courseFieldErrors(db: Db, v: z.output<typeof courseInput>): FieldErrors | null {
  const errors = katoMismatch(db, [
    ['region_id', v.region_id, null, 1],
    ['district_id', v.district_id, v.region_id, 2],
  ]);
  if (v.image !== null) {
    const media = db.select({ kind: contentMedia.kind }).from(contentMedia).where(eq(contentMedia.id, v.image)).get();
    if (media?.kind !== 'image') errors.image = ['learn.errors.image'];
  }
  Object.assign(errors, wrongMedia(db, { materials: v.materials }));
  return Object.keys(errors).length ? errors : null;
}
