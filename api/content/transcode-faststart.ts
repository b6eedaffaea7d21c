/**
 * The first step of an uploaded MP4's background job (ADR 128): an original whose index (`moov`) sits
 * after its media data cannot play or seek until the whole file arrived, so it is remuxed with the index
 * first (`-c copy -movflags +faststart`, nothing re-encoded) and put in the place of the stored file under
 * the same id. The remuxed file replaces the original only when it is whole and index-first; the swap is
 * an fsync and an atomic rename, so a crash leaves the old file or the new one. The row's size follows
 * the file, and the media route's ETag follows it too (public-routes.ts), so caches and a resumed
 * download see the change.
 */
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentMedia } from '../../db/schema.ts';
import { mediaDir, replaceMedia } from './media.ts';
import { fileBoxOrder } from './mp4-box-order.ts';
import { faststartArgs } from './transcode-ffmpeg.ts';
import { runFfmpeg } from './transcode-spawn.ts';
import { log } from '../lib/logger.ts';

export interface FaststartOptions {
  dataDir: string;
  timeoutMs: number;
  ffmpegPath: string;
}

/** Where the remux is written before it replaces the original (removed if it never does). */
export const faststartTmp = (dataDir: string, id: string) => join(mediaDir(dataDir), `${id}.faststart.tmp`);

/**
 * 'timeout' when ffmpeg hit the job's ceiling (the job fails); otherwise the original plays either way:
 * 'done' (remuxed), 'kept' (already index first), 'failed' (ffmpeg refused it: kept as uploaded).
 */
export async function makeFaststart(
  db: Db,
  id: string,
  opts: FaststartOptions,
): Promise<'done' | 'kept' | 'failed' | 'timeout'> {
  const path = join(mediaDir(opts.dataDir), id);
  const tmp = faststartTmp(opts.dataDir, id);
  let result: 'done' | 'kept' | 'failed' | 'timeout' = 'kept';
  if ((await fileBoxOrder(path)) === 'index-last') {
    const run = await runFfmpeg(faststartArgs(path, tmp), { binary: opts.ffmpegPath, timeoutMs: opts.timeoutMs });
    const whole = run.code === 0 && (await fileBoxOrder(tmp)) === 'index-first';
    // Removed while ffmpeg ran (the item that used it was deleted): nothing is put back in its place.
    const gone = !db.select({ id: contentMedia.id }).from(contentMedia).where(eq(contentMedia.id, id)).get();
    if (!whole || gone) {
      await rm(tmp, { force: true });
      if (gone) return 'failed';
      if (!run.timedOut) log.error({ id, code: run.code, stderr: run.stderr.slice(-2000) }, 'faststart remux failed');
      return run.timedOut ? 'timeout' : 'failed';
    }
    await replaceMedia(tmp, path);
    result = 'done';
  }
  // Also after a crash between the rename and this line: the row is put right when the job runs again.
  const { size } = await stat(path);
  db.update(contentMedia).set({ size }).where(eq(contentMedia.id, id)).run();
  return result;
}
