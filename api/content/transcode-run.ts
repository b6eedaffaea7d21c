/**
 * One uploaded MP4's background job (ADR 100, 128): first the original gets its index first (a remux,
 * transcode-faststart.ts), then the low variant is made. ffmpeg runs as a child process, so the event
 * loop that serves the API never waits on it; its `-progress` lines become the job's percent in SQLite; a
 * time ceiling kills it. The source is checked to be an MP4 by its magic bytes, then probed (container,
 * codecs, size, duration: video-probe.ts) before ffmpeg decodes any of it.
 */
import { open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentMedia, mediaTranscodes } from '../../db/schema.ts';
import { mediaDir, newMediaId, sniff } from './media.ts';
import { durationSeconds, lowVariantArgs, percent, progressSeconds, videoSize } from './transcode-ffmpeg.ts';
import { fileBoxOrder } from './mp4-box-order.ts';
import { makeFaststart } from './transcode-faststart.ts';
import { runFfmpeg } from './transcode-spawn.ts';
import { ffmpegTools, missingToolsMessage } from './ffmpeg-tools.ts';
import { probeVideo } from './video-probe.ts';
import { DEFAULT_VIDEO_MAX_MINUTES } from '../config.ts';
import { log } from '../lib/logger.ts';

type Job = typeof mediaTranscodes.$inferSelect;
export interface TranscodeOptions {
  dataDir: string;
  timeoutMs: number;
  /** The longest film that is decoded (VIDEO_MAX_MINUTES). */
  maxSeconds?: number;
  /** Tests only: otherwise ffmpeg-tools.ts chooses (FFMPEG_PATH, FFPROBE_PATH, else Debian's). */
  ffmpegPath?: string;
  ffprobePath?: string;
}

/** Where the low variant is written before it is stored under its own id. */
export const lowVariantTmp = (dataDir: string, id: string) => join(mediaDir(dataDir), `${id}.low.tmp`);

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

  const tools = ffmpegTools();
  const ffmpegPath = opts.ffmpegPath ?? tools.ffmpeg;
  const probed = await probeVideo(input, {
    ffprobePath: opts.ffprobePath ?? tools.ffprobe,
    timeoutMs: opts.timeoutMs,
    maxSeconds: opts.maxSeconds ?? DEFAULT_VIDEO_MAX_MINUTES * 60,
  });
  if (!probed.ok) {
    if (probed.failure === 'learn.video.no_ffmpeg') log.error(missingToolsMessage(tools) ?? 'ffprobe could not start');
    return finish(db, job.sourceId, { status: 'failed', failure: probed.failure });
  }

  const faststart = await makeFaststart(db, job.sourceId, { ...opts, ffmpegPath });
  if (faststart === 'timeout') return finish(db, job.sourceId, { status: 'failed', failure: 'learn.video.timeout' });

  const tmp = lowVariantTmp(opts.dataDir, job.sourceId);
  let shown = 0;
  const { code, timedOut, stderr } = await runFfmpeg(lowVariantArgs(input, tmp), {
    binary: ffmpegPath,
    timeoutMs: opts.timeoutMs,
    onStdout: (s, banner) => {
      const p = percent(progressSeconds(s), durationSeconds(banner));
      if (p <= shown) return;
      shown = p;
      db.update(mediaTranscodes).set({ progress: p }).where(eq(mediaTranscodes.sourceId, job.sourceId)).run();
    },
  });

  // A variant is stored only whole and index first, whatever ffmpeg's exit code said.
  const whole = code === 0 && (await fileBoxOrder(tmp)) === 'index-first';
  if (!whole) {
    await rm(tmp, { force: true });
    if (!timedOut) log.error({ sourceId: job.sourceId, code, stderr: stderr.slice(-2000) }, 'ffmpeg failed');
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
