/**
 * What other domains may ask about uploaded media (offered in eslint/server-boundaries.js): the kind of
 * each id, and a video's low variant (ADR 100) with its job's state.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { contentMedia, mediaTranscodes } from '../../db/schema.ts';
import { mediaUrl } from './resource.ts';

type Job = typeof mediaTranscodes.$inferSelect;
export interface StoredMedia {
  id: string;
  kind: 'image' | 'document' | 'video';
  /** What the file's checked bytes are (a course material's type is read from it). */
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
}

/** The stored media of these ids, by id (unknown ids are absent). */
export function mediaByIds(db: Db | Tx, ids: (string | null | undefined)[]): Map<string, StoredMedia> {
  const wanted = [...new Set(ids.filter((x): x is string => !!x))];
  if (!wanted.length) return new Map();
  const rows = db
    .select({
      id: contentMedia.id,
      kind: contentMedia.kind,
      mime: contentMedia.mime,
      size: contentMedia.size,
      width: contentMedia.width,
      height: contentMedia.height,
    })
    .from(contentMedia)
    .where(inArray(contentMedia.id, wanted))
    .all();
  return new Map(rows.map((r) => [r.id, r]));
}

/** The finished low variants of these videos, by source id. */
export function lowVariants(db: Db | Tx, ids: (string | null | undefined)[]): Map<string, StoredMedia> {
  const wanted = [...new Set(ids.filter((x): x is string => !!x))];
  if (!wanted.length) return new Map();
  const jobs = db
    .select({ sourceId: mediaTranscodes.sourceId, variantId: mediaTranscodes.variantId })
    .from(mediaTranscodes)
    .where(inArray(mediaTranscodes.sourceId, wanted))
    .all()
    .filter((j) => j.variantId);
  const media = mediaByIds(
    db,
    jobs.map((j) => j.variantId),
  );
  return new Map(jobs.flatMap((j) => (media.has(j.variantId!) ? [[j.sourceId, media.get(j.variantId!)!]] : [])));
}

/** A video's low-variant job as the admin's form shows it. */
export function transcodeView(db: Db | Tx, job: Job) {
  const low = job.variantId
    ? db.select().from(contentMedia).where(eq(contentMedia.id, job.variantId)).get()
    : undefined;
  return {
    status: job.status,
    progress: job.progress,
    failure: job.failure,
    low: low ? { url: mediaUrl(low.id)!, size: low.size, width: low.width, height: low.height } : null,
  };
}
