/**
 * The low-variant queue (ADR 100): one ffmpeg at a time per server, oldest upload first. Jobs are rows
 * of media_transcodes, so what was queued when the process stopped runs after the next start; a job the
 * stop cut off mid-run is run again from the beginning once, and marked failed if cut off a second time
 * (what it had half written is removed; the stored original is whole either way, ADR 128).
 */
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { rm } from 'node:fs/promises';
import type { Db } from '../../db/client.ts';
import { mediaTranscodes } from '../../db/schema.ts';
import { faststartTmp } from './transcode-faststart.ts';
import { lowVariantTmp, runTranscode, type TranscodeOptions } from './transcode-run.ts';
import { stopFfmpeg } from './transcode-spawn.ts';
import { missingToolsMessage } from './ffmpeg-tools.ts';
import type { Config } from '../config.ts';
import { log } from '../lib/logger.ts';

/** Runs a job may begin: the first, and one more after a restart interrupted it. */
export const MAX_TRANSCODE_TRIES = 2;

const draining = new WeakMap<Db, Promise<void>>();
const stopping = new WeakSet<Db>();

async function drain(db: Db, opts: TranscodeOptions) {
  for (;;) {
    // The database closed under the queue (shutdown, a test's end): what is left runs after the next start.
    if (!db.$client.open || stopping.has(db)) return void draining.delete(db);
    const next = db
      .select()
      .from(mediaTranscodes)
      .where(eq(mediaTranscodes.status, 'queued'))
      .orderBy(asc(mediaTranscodes.createdAt))
      .get();
    if (!next) {
      draining.delete(db);
      return;
    }
    try {
      await runTranscode(db, next, opts);
    } catch (e) {
      if (!db.$client.open) continue;
      log.error({ err: e, sourceId: next.sourceId }, 'transcode job failed');
      db.update(mediaTranscodes)
        .set({ status: 'failed', failure: 'learn.video.failed', finishedAt: new Date() })
        .where(eq(mediaTranscodes.sourceId, next.sourceId))
        .run();
    }
  }
}

/** The jobs' settings from the server's, for the upload route and the start alike. */
export const transcodeOptions = (config: Config): TranscodeOptions => ({
  dataDir: config.dataDir,
  timeoutMs: config.transcodeTimeoutMs,
  maxSeconds: config.videoMaxSeconds,
});

/** Starts working through queued jobs unless that is already happening. */
export function kickTranscodes(db: Db, opts: TranscodeOptions): Promise<void> {
  const running = draining.get(db);
  if (running) return running;
  const p: Promise<void> = new Promise((resolve) =>
    setImmediate(
      () =>
        void drain(db, opts)
          .catch((e: unknown) => log.error({ err: e }, 'transcode queue stopped'))
          .finally(() => {
            if (draining.get(db) === p) draining.delete(db);
            resolve();
          }),
    ),
  );
  draining.set(db, p);
  return p;
}

/** At server start: a job left "running" was cut off by the stop; it runs again once, else it failed. */
export async function resumeTranscodes(db: Db, opts: TranscodeOptions) {
  // Said at every start, where the administrator looks, rather than only in each video's failed job.
  const noFfmpeg = opts.ffmpegPath ? null : missingToolsMessage();
  if (noFfmpeg) log.warn(noFfmpeg);
  db.update(mediaTranscodes)
    .set({ status: 'queued' })
    .where(and(eq(mediaTranscodes.status, 'running'), lt(mediaTranscodes.tries, MAX_TRANSCODE_TRIES)))
    .run();
  const given = db
    .update(mediaTranscodes)
    .set({ status: 'failed', failure: 'learn.video.interrupted', finishedAt: new Date() })
    .where(and(eq(mediaTranscodes.status, 'running'), gte(mediaTranscodes.tries, MAX_TRANSCODE_TRIES)))
    .returning({ id: mediaTranscodes.sourceId })
    .all();
  for (const { id } of given) {
    await rm(faststartTmp(opts.dataDir, id), { force: true });
    await rm(lowVariantTmp(opts.dataDir, id), { force: true });
  }
  return kickTranscodes(db, opts);
}

/**
 * Shutdown, just before the database closes: no job starts any more, and the running one goes back to the
 * queue with its try given back (the stop was not the video's fault) before its ffmpeg is killed; it runs
 * from the start after the next start. Whatever the cut-off job does next fails on the closed database.
 */
export function stopTranscodes(db: Db) {
  stopping.add(db);
  db.update(mediaTranscodes)
    .set({ status: 'queued', progress: 0, tries: sql`max(${mediaTranscodes.tries} - 1, 0)` })
    .where(eq(mediaTranscodes.status, 'running'))
    .run();
  stopFfmpeg();
}

/** Resolves when no transcode is running (tests and shutdown). */
export const transcodesIdle = (db: Db) => draining.get(db) ?? Promise.resolve();
