/**
 * Lesson covers and videos, the course video, and the low variant made on upload (issue 16 points 1, 2,
 * 7; ADR 100): ffmpeg runs in the background, one job at a time, refuses what is not an MP4, has a time
 * ceiling, and its state in SQLite survives a restart. The low file plays by byte ranges.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentMedia, mediaTranscodes } from '../../db/schema.ts';
import { storeMedia } from '../../api/content/media.ts';
import { resumeTranscodes, transcodesIdle } from '../../api/content/transcode-queue.ts';
import { runTranscode } from '../../api/content/transcode-run.ts';
import { ffmpegTools } from '../../api/content/ffmpeg-tools.ts';
import { makeTestApp } from '../support/test-app.ts';

/** The ffmpeg the server runs (FFMPEG_PATH, else Debian's), which `npm test`'s pretest step installs. */
const FFMPEG = ffmpegTools().ffmpeg;

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp()));
afterEach(async () => {
  await transcodesIdle(t.db);
  t.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const body = async (res: Response) => (await res.json()) as { data: any; errors?: Record<string, string[]> };

/** A 2-second 640×480 H.264/AAC MP4, made by the same ffmpeg the server uses. */
function makeMp4(): Buffer {
  const out = join(t.dir, 'source.mp4');
  const run = spawnSync(FFMPEG, [
    ...['-hide_banner', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=640x480:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=duration=2', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'],
    out,
  ]);
  expect(run.status).toBe(0);
  return readFileSync(out);
}

/** What ffmpeg says the first video stream of these bytes is. */
function probe(bytes: Buffer) {
  const file = join(t.dir, `probe-${crypto.randomUUID()}.mp4`);
  writeFileSync(file, bytes);
  const err = spawnSync(FFMPEG, ['-hide_banner', '-i', file]).stderr.toString();
  const m = /Video: (\w+).*?, (\d+)x(\d+)/.exec(err);
  return m ? { codec: m[1], width: Number(m[2]), height: Number(m[3]), audio: /Audio: aac/.test(err) } : null;
}

async function upload(token: string, bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  return body(
    await t.app.request('/api/file-upload', {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${token}` },
    }),
  );
}

const get = (url: string, range?: string) => t.app.request(url, { headers: range ? { Range: range } : {} });

describe('the low variant of an uploaded MP4', () => {
  it('is made in the background at ≤ 360 lines, H.264/AAC, index first, and plays by byte ranges', async () => {
    const admin = await t.userWithRole('admin');
    const source = makeMp4();
    const up = await upload(admin.token, source, 'lesson.mp4', 'video/mp4');
    const id = up.data.id as string;
    // The upload answered before the film was squeezed: the job is queued or running, not done.
    const early = await body(await t.call('GET', `/api/media/${id}/transcode`, { token: admin.token }));
    expect(['queued', 'running']).toContain(early.data.status);

    await transcodesIdle(t.db);
    const job = await body(await t.call('GET', `/api/media/${id}/transcode`, { token: admin.token }));
    expect(job.data).toMatchObject({ status: 'done', progress: 100, failure: null });
    expect(job.data.low).toMatchObject({ width: 480, height: 360 });

    const whole = await get(job.data.low.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('Content-Type')).toBe('video/mp4');
    const low = Buffer.from(await whole.arrayBuffer());
    expect(low.length).toBe(job.data.low.size);
    expect(probe(source)).toMatchObject({ codec: 'h264', width: 640, height: 480 });
    expect(probe(low)).toEqual({ codec: 'h264', width: 480, height: 360, audio: true });
    // +faststart: the index (moov) comes before the media data, so playback starts before the download ends.
    expect(low.indexOf('moov')).toBeLessThan(low.indexOf('mdat'));

    const size = low.length;
    const first = await get(job.data.low.url, 'bytes=0-11');
    expect(first.status).toBe(206);
    expect(first.headers.get('Content-Range')).toBe(`bytes 0-11/${size}`);
    expect(
      Buffer.from(await first.arrayBuffer())
        .subarray(4, 8)
        .toString(),
    ).toBe('ftyp');
    const mid = Math.floor(size / 2);
    const middle = await get(job.data.low.url, `bytes=${mid}-${mid + 99}`);
    expect(middle.status).toBe(206);
    expect(Buffer.from(await middle.arrayBuffer())).toEqual(low.subarray(mid, mid + 100));
    const suffix = await get(job.data.low.url, 'bytes=-500');
    expect(suffix.status).toBe(206);
    expect(suffix.headers.get('Content-Range')).toBe(`bytes ${size - 500}-${size - 1}/${size}`);
    expect(Buffer.from(await suffix.arrayBuffer())).toEqual(low.subarray(size - 500));
    const beyond = await get(job.data.low.url, `bytes=${size}-`);
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('Content-Range')).toBe(`bytes */${size}`);
  });

  it('is not attempted for a stored file that is not an MP4: ffmpeg never runs', async () => {
    const admin = await t.userWithRole('admin');
    const id = 'f'.repeat(32);
    storeMedia(t.dir, id, Buffer.from('#!/bin/sh\necho this is not a film\n'));
    t.db
      .insert(contentMedia)
      .values({ id, kind: 'video', mime: 'video/mp4', name: 'x.mp4', size: 30, createdBy: admin.user.id })
      .run();
    const job = t.db.insert(mediaTranscodes).values({ sourceId: id, status: 'queued' }).returning().get();
    await runTranscode(t.db, job, { dataDir: t.dir, timeoutMs: 60_000, ffmpegPath: '/nonexistent/ffmpeg' });
    const after = t.db.select().from(mediaTranscodes).where(eq(mediaTranscodes.sourceId, id)).get()!;
    expect(after).toMatchObject({ status: 'failed', failure: 'validation.upload.not_video', variantId: null });
  });

  it('refuses a film longer than VIDEO_MAX_MINUTES after probing it: ffmpeg never decodes it', async () => {
    const admin = await t.userWithRole('admin');
    const up = await upload(admin.token, makeMp4(), 'lesson.mp4', 'video/mp4');
    await transcodesIdle(t.db);
    // A stand-in for ffmpeg that leaves a mark if it is ever started.
    const mark = join(t.dir, 'ffmpeg-ran');
    const fake = join(t.dir, 'marking-ffmpeg.sh');
    writeFileSync(fake, `#!/bin/sh\ntouch ${mark}\nexit 1\n`);
    chmodSync(fake, 0o755);
    const job = t.db.select().from(mediaTranscodes).where(eq(mediaTranscodes.sourceId, up.data.id)).get()!;
    await runTranscode(t.db, job, { dataDir: t.dir, timeoutMs: 60_000, maxSeconds: 1, ffmpegPath: fake });
    const state = await body(await t.call('GET', `/api/media/${up.data.id}/transcode`, { token: admin.token }));
    expect(state.data).toMatchObject({ status: 'failed', failure: 'learn.video.too_long' });
    expect(existsSync(mark)).toBe(false);
  });

  it('says the server has no ffmpeg when its ffprobe is missing', async () => {
    const admin = await t.userWithRole('admin');
    const up = await upload(admin.token, makeMp4(), 'lesson.mp4', 'video/mp4');
    await transcodesIdle(t.db);
    const job = t.db.select().from(mediaTranscodes).where(eq(mediaTranscodes.sourceId, up.data.id)).get()!;
    await runTranscode(t.db, job, { dataDir: t.dir, timeoutMs: 60_000, ffprobePath: '/nonexistent/ffprobe' });
    const state = await body(await t.call('GET', `/api/media/${up.data.id}/transcode`, { token: admin.token }));
    expect(state.data).toMatchObject({ status: 'failed', failure: 'learn.video.no_ffmpeg' });
  });

  it("keeps the percent ffmpeg reports (-progress against the banner's duration) in the job row", async () => {
    const admin = await t.userWithRole('admin');
    const up = await upload(admin.token, makeMp4(), 'lesson.mp4', 'video/mp4');
    await transcodesIdle(t.db);
    // A stand-in for ffmpeg that reports 4 s of a 10 s film done, then fails: the row keeps 40 %.
    const fake = join(t.dir, 'fake-ffmpeg.sh');
    writeFileSync(
      fake,
      '#!/bin/sh\necho "  Duration: 00:00:10.00, start: 0.000000" >&2\nsleep 0.2\necho "out_time_us=4000000"\necho "progress=continue"\nsleep 0.2\nexit 1\n',
    );
    chmodSync(fake, 0o755);
    const job = t.db.select().from(mediaTranscodes).where(eq(mediaTranscodes.sourceId, up.data.id)).get()!;
    await runTranscode(t.db, job, { dataDir: t.dir, timeoutMs: 60_000, ffmpegPath: fake });
    const state = await body(await t.call('GET', `/api/media/${up.data.id}/transcode`, { token: admin.token }));
    expect(state.data).toMatchObject({ status: 'failed', progress: 40, failure: 'learn.video.failed' });
  });

  it('is killed at its time ceiling and says so', async () => {
    const admin = await t.userWithRole('admin');
    const up = await upload(admin.token, makeMp4(), 'lesson.mp4', 'video/mp4');
    await transcodesIdle(t.db);
    const job = t.db.select().from(mediaTranscodes).where(eq(mediaTranscodes.sourceId, up.data.id)).get()!;
    await runTranscode(t.db, { ...job, status: 'queued', tries: 0 }, { dataDir: t.dir, timeoutMs: 1 });
    const after = t.db.select().from(mediaTranscodes).where(eq(mediaTranscodes.sourceId, up.data.id)).get()!;
    expect(after).toMatchObject({ status: 'failed', failure: 'learn.video.timeout' });
  });

  it('cut off by a restart runs again once at the next start, and is marked failed the second time', async () => {
    const admin = await t.userWithRole('admin');
    const up = await upload(admin.token, makeMp4(), 'lesson.mp4', 'video/mp4');
    await transcodesIdle(t.db);
    const where = eq(mediaTranscodes.sourceId, up.data.id);
    // As the row looks when the process died mid-run: running, one try begun, no variant.
    t.db.update(mediaTranscodes).set({ status: 'running', tries: 1, progress: 40, variantId: null }).where(where).run();
    await resumeTranscodes(t.db, { dataDir: t.dir, timeoutMs: 60_000 });
    expect(t.db.select().from(mediaTranscodes).where(where).get()).toMatchObject({ status: 'done', tries: 2 });

    t.db.update(mediaTranscodes).set({ status: 'running', tries: 2, variantId: null }).where(where).run();
    await resumeTranscodes(t.db, { dataDir: t.dir, timeoutMs: 60_000 });
    expect(t.db.select().from(mediaTranscodes).where(where).get()).toMatchObject({
      status: 'failed',
      failure: 'learn.video.interrupted',
    });
  });
});

describe('lesson cover and video, course video', () => {
  it('the learner gets the cover, both qualities of each video and their sizes; wrong kinds are refused', async () => {
    const admin = await t.userWithRole('admin');
    const learner = await t.userWithRole('applicant');
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const cover = (await upload(admin.token, png, 'cover.png', 'image/png')).data;
    const video = (await upload(admin.token, makeMp4(), 'lesson.mp4', 'video/mp4')).data;
    await transcodesIdle(t.db);
    const course = await body(
      await t.call('POST', '/api/courses', {
        token: admin.token,
        body: { kind: 'strawberry', title: { ru: 'Клубника' }, language: 'ru' },
      }),
    );
    const courseId = course.data.id as number;
    const wrong = await t.call('POST', `/api/courses/${courseId}/lesson`, {
      token: admin.token,
      body: { title: { ru: 'Урок' }, cover: video.id, video: cover.id },
    });
    expect(wrong.status).toBe(422);
    expect((await body(wrong)).errors).toEqual({
      cover: ['validation.upload.not_image'],
      video: ['validation.upload.not_video'],
    });
    const lesson = await body(
      await t.call('POST', `/api/courses/${courseId}/lesson`, {
        token: admin.token,
        body: { title: { ru: 'Урок' }, cover: cover.id, video: video.id },
      }),
    );
    expect(lesson.data).toMatchObject({ cover: cover.id, video: video.id });
    const setVideo = await t.call('PUT', `/api/courses/${courseId}/video`, {
      token: admin.token,
      body: { video: video.id },
    });
    expect((await body(setVideo)).data.video).toBe(video.id);
    expect(
      (await t.call('PUT', `/api/courses/${courseId}/video`, { token: admin.token, body: { video: cover.id } })).status,
    ).toBe(422);
    await t.call('POST', `/api/courses/${courseId}/lesson/${lesson.data.id}/publish`, {
      token: admin.token,
      body: { published: true },
    });
    await t.call('POST', `/api/courses/${courseId}/publish`, { token: admin.token, body: { published: true } });
    await t.call('POST', `/api/courses/${courseId}/enrol`, {
      token: admin.token,
      body: { user_ids: [learner.user.id] },
    });

    const mine = await body(await t.call('GET', `/api/learn/courses/${courseId}`, { token: learner.token }));
    const job = await body(await t.call('GET', `/api/media/${video.id}/transcode`, { token: admin.token }));
    const expected = {
      url: `/api/public/media/${video.id}`,
      size: video.size,
      low: { url: job.data.low.url, size: job.data.low.size },
    };
    expect(mine.data.video).toEqual(expected);
    expect(mine.data.lessons[0]).toMatchObject({
      cover: `/api/public/media/${cover.id}`,
      cover_size: cover.size,
      video: expected,
    });
    // The learner may not read an admin's job state.
    expect((await t.call('GET', `/api/media/${video.id}/transcode`, { token: learner.token })).status).toBe(403);
  });
});
