/**
 * One low-variant job (ADR 100): ffmpeg runs as a child process, so the event loop that serves the API
 * never waits on it; its `-progress` lines become the job's percent in SQLite; a time ceiling kills it.
 * The source is checked to be an MP4 by its magic bytes before ffmpeg is started at all.
 */
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { spawn } from 'node:child_process';
import { open, rename, rm, stat } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentMedia, mediaTranscodes } from '../../db/schema.ts';
import { mediaDir, newMediaId, sniff } from './media.ts';
import { durationSeconds, lowVariantArgs, percent, progressSeconds, videoSize } from './transcode-ffmpeg.ts';

type Job = typeof mediaTranscodes.$inferSelect;
export interface TranscodeOptions {
  dataDir: string;
  timeoutMs: number;
  /** Tests only; the server uses the binary @ffmpeg-installer/ffmpeg ships. */
  ffmpegPath?: string;
}

/** Enough of ffmpeg's stderr for the banner and the output's stream line; the rest is dropped. */
const STDERR_KEEP = 64 * 1024;

function finish(db: Db, sourceId: string, set: Partial<Job>) {
  db.update(mediaTranscodes)
    .set({ ...set, finishedAt: new Date() })
    .where(eq(mediaTranscodes.sourceId, sourceId))
    .run();
}

async function isMp4(path: string) {
  const file = await open(path).catch(() => null);
  if (!file) return false;
  try {
    const head = Buffer.alloc(12);
    await file.read(head, 0, 12, 0);
    return sniff(head) === 'mp4';
  } finally {
    await file.close();
  }
}

export async function runTranscode(db: Db, job: Job, opts: TranscodeOptions) {
  const dir = mediaDir(opts.dataDir);
  const input = join(dir, job.sourceId);
  db.update(mediaTranscodes)
    .set({ status: 'running', progress: 0, tries: job.tries + 1, startedAt: new Date(), failure: null })
    .where(eq(mediaTranscodes.sourceId, job.sourceId))
    .run();
  if (!(await isMp4(input)))
    return finish(db, job.sourceId, { status: 'failed', failure: 'validation.upload.not_video' });

  const tmp = join(dir, `${job.sourceId}.low.tmp`);
  const child = spawn(opts.ffmpegPath ?? ffmpeg.path, lowVariantArgs(input, tmp), {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Below the server's own priority: a film being squeezed never slows a push.
  try {
    if (child.pid) setPriority(child.pid, 10);
  } catch {
    /* not permitted here: it still runs, one thread only */
  }
  let stderr = '';
  let shown = 0;
  let timedOut = false;
  child.stderr.setEncoding('utf8').on('data', (s: string) => {
    if (stderr.length < STDERR_KEEP) stderr += s;
  });
  child.stdout.setEncoding('utf8').on('data', (s: string) => {
    const p = percent(progressSeconds(s), durationSeconds(stderr));
    if (p <= shown) return;
    shown = p;
    try {
      db.update(mediaTranscodes).set({ progress: p }).where(eq(mediaTranscodes.sourceId, job.sourceId)).run();
    } catch {
      // The database was closed under the job (shutdown, a test's end): stop rather than throw in a stream.
      child.kill('SIGKILL');
    }
  });
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, opts.timeoutMs);
  const code = await new Promise<number | null>((resolve) => {
    child.on('error', () => resolve(-1));
    child.on('close', (c) => resolve(c));
  });
  clearTimeout(timer);

  if (code !== 0) {
    await rm(tmp, { force: true });
    if (!timedOut) console.error('ffmpeg failed', job.sourceId, code, stderr.slice(-2000));
    return finish(db, job.sourceId, {
      status: 'failed',
      failure: timedOut ? 'learn.video.timeout' : 'learn.video.failed',
    });
  }
  const source = db.select().from(contentMedia).where(eq(contentMedia.id, job.sourceId)).get();
  const id = newMediaId();
  const { size } = await stat(tmp);
  await rename(tmp, join(dir, id));
  const dims = videoSize(stderr.slice(stderr.indexOf('Output #0')));
  db.transaction((tx) => {
    tx.insert(contentMedia)
      .values({
        id,
        kind: 'video',
        mime: 'video/mp4',
        name: `${(source?.name ?? job.sourceId).slice(0, 190)} (360p)`,
        size,
        width: dims?.width ?? null,
        height: dims?.height ?? null,
        createdBy: source?.createdBy ?? null,
      })
      .run();
    tx.update(mediaTranscodes)
      .set({ status: 'done', progress: 100, variantId: id, finishedAt: new Date() })
      .where(eq(mediaTranscodes.sourceId, job.sourceId))
      .run();
  });
}
