/**
 * An uploaded MP4 plays before it has all arrived (issue 16 point 7, ADR 128): the background job that
 * makes the low variant first moves the original's index (moov) before its media data, under the same id,
 * and the media route's size, ETag and ranges follow the new bytes. A job cut off at any point leaves the
 * old file or the new one whole.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentMedia, mediaTranscodes } from '../../db/schema.ts';
import { mediaDir } from '../../api/content/media.ts';
import { boxOrder } from '../../api/content/mp4-box-order.ts';
import { faststartTmp } from '../../api/content/transcode-faststart.ts';
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

/** A 2-second H.264/AAC MP4 as ffmpeg writes it by default: the index (moov) after the media data. */
function indexLastMp4(): Buffer {
  const out = join(t.dir, 'source.mp4');
  const run = spawnSync(FFMPEG, [
    ...['-hide_banner', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=320x240:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=duration=2', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'],
    out,
  ]);
  expect(run.status).toBe(0);
  return readFileSync(out);
}

const order = (bytes: Buffer) =>
  boxOrder(async (offset, length) => bytes.subarray(offset, offset + length), bytes.length);

async function upload(token: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], 'lesson.mp4', { type: 'video/mp4' }));
  const res = await t.app.request('/api/file-upload', {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: { id: string; url: string; size: number } }).data;
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.request(url, { headers });
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());
const stored = (id: string) => readFileSync(join(mediaDir(t.dir), id));

/** A stand-in for ffmpeg that writes the first `bytes` of its input to its output, then says it succeeded. */
function halfWritingFfmpeg(bytes: number) {
  const fake = join(t.dir, 'half-ffmpeg.sh');
  writeFileSync(
    fake,
    `#!/bin/sh\nwhile [ "$1" != "-i" ]; do shift; done\nin="$2"\nfor a; do out="$a"; done\nhead -c ${bytes} "$in" > "$out"\nexit 0\n`,
  );
  chmodSync(fake, 0o755);
  return fake;
}

describe('the uploaded original, index first', () => {
  it('is remuxed by the background job under the same id: moov before mdat, and size, ETag and ranges follow it', async () => {
    const admin = await t.userWithRole('admin');
    const source = indexLastMp4();
    expect(await order(source)).toBe('index-last');
    const up = await upload(admin.token, source);
    // Until the job has run, the bytes may still change: caches must ask again.
    const before = await get(up.url);
    expect(before.headers.get('Cache-Control')).toBe('no-cache');
    const oldTag = before.headers.get('ETag')!;
    expect(oldTag).toMatch(/^"[0-9a-f]+-[0-9a-f]+-[0-9a-f]+"$/);
    await before.body?.cancel();

    await transcodesIdle(t.db);
    const whole = await get(up.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('Cache-Control')).toContain('immutable');
    const bytes = await bytesOf(whole);
    expect(await order(bytes)).toBe('index-first');
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
    // Copied, not re-encoded: the media data is the same bytes, only moved.
    const mdat = (b: Buffer) => b.subarray(b.indexOf('mdat') + 4, b.indexOf('mdat') + 4 + 4096);
    expect(mdat(bytes)).toEqual(mdat(source));
    expect(bytes).toEqual(stored(up.id));
    const newTag = whole.headers.get('ETag')!;
    expect(newTag).not.toBe(oldTag);
    const row = t.db.select().from(contentMedia).where(eq(contentMedia.id, up.id)).get()!;
    expect(row.size).toBe(bytes.length);
    expect(whole.headers.get('Content-Length')).toBe(String(bytes.length));

    // The first bytes a player asks for are the new file's: its index, not the old file's media data.
    const first = await get(up.url, { Range: 'bytes=0-1023' });
    expect(first.status).toBe(206);
    expect(first.headers.get('Content-Range')).toBe(`bytes 0-1023/${bytes.length}`);
    const head = await bytesOf(first);
    expect(head).toEqual(bytes.subarray(0, 1024));
    expect(head).not.toEqual(source.subarray(0, 1024));
    expect(head.indexOf('moov')).toBeGreaterThan(0);

    // A download begun on the old file and resumed now gets the new file whole, not a mix of the two.
    const resumed = await get(up.url, { Range: 'bytes=1024-', 'If-Range': oldTag });
    expect(resumed.status).toBe(200);
    expect(await bytesOf(resumed)).toEqual(bytes);
    const same = await get(up.url, { Range: 'bytes=1024-2047', 'If-Range': newTag });
    expect(same.status).toBe(206);
    expect(await bytesOf(same)).toEqual(bytes.subarray(1024, 2048));
    expect((await get(up.url, { 'If-None-Match': newTag })).status).toBe(304);
  });

  it('leaves a film whose index is already first as it was uploaded', async () => {
    const admin = await t.userWithRole('admin');
    const source = indexLastMp4();
    const first = join(t.dir, 'first.mp4');
    const run = spawnSync(FFMPEG, [
      '-y',
      '-i',
      join(t.dir, 'source.mp4'),
      '-c',
      'copy',
      '-movflags',
      '+faststart',
      first,
    ]);
    expect(run.status).toBe(0);
    const faststart = readFileSync(first);
    expect(faststart).not.toEqual(source);
    const up = await upload(admin.token, faststart);
    await transcodesIdle(t.db);
    expect(stored(up.id)).toEqual(faststart);
  });

  it('keeps the original whole when the remux comes out cut: a half-written file never takes its place', async () => {
    const admin = await t.userWithRole('admin');
    const source = indexLastMp4();
    const up = await upload(admin.token, source);
    await transcodesIdle(t.db);
    // Put the original back as uploaded and run the job with an ffmpeg that writes half and says "done".
    writeFileSync(join(mediaDir(t.dir), up.id), source);
    const where = eq(mediaTranscodes.sourceId, up.id);
    const job = t.db.update(mediaTranscodes).set({ status: 'queued', tries: 0 }).where(where).returning().get();
    await runTranscode(t.db, job, {
      dataDir: t.dir,
      timeoutMs: 60_000,
      ffmpegPath: halfWritingFfmpeg(Math.floor(source.length / 2)),
    });
    expect(stored(up.id)).toEqual(source);
    expect(existsSync(faststartTmp(t.dir, up.id))).toBe(false);
    // The same half-writing ffmpeg made no low variant either: a cut one is not stored.
    expect(t.db.select().from(mediaTranscodes).where(where).get()).toMatchObject({
      status: 'failed',
      failure: 'learn.video.failed',
    });
    const res = await get(up.url, { Range: 'bytes=0-1023' });
    expect(await bytesOf(res)).toEqual(source.subarray(0, 1024));
    expect(res.headers.get('Content-Range')).toBe(`bytes 0-1023/${source.length}`);
  });

  it('cut off by a restart mid-remux: the old file is served meanwhile, and the next start puts the whole new one in place', async () => {
    const admin = await t.userWithRole('admin');
    const source = indexLastMp4();
    const up = await upload(admin.token, source);
    await transcodesIdle(t.db);
    // As the disk and the row look when the process died mid-remux: the original untouched, half a
    // remux beside it, the job running on its first try.
    writeFileSync(join(mediaDir(t.dir), up.id), source);
    writeFileSync(faststartTmp(t.dir, up.id), source.subarray(0, 5000));
    const where = eq(mediaTranscodes.sourceId, up.id);
    t.db.update(mediaTranscodes).set({ status: 'running', tries: 1, variantId: null }).where(where).run();
    expect(await bytesOf(await get(up.url))).toEqual(source);

    await resumeTranscodes(t.db, { dataDir: t.dir, timeoutMs: 60_000 });
    expect(t.db.select().from(mediaTranscodes).where(where).get()).toMatchObject({ status: 'done', tries: 2 });
    const now = stored(up.id);
    expect(await order(now)).toBe('index-first');
    expect(existsSync(faststartTmp(t.dir, up.id))).toBe(false);
    const first = await get(up.url, { Range: 'bytes=0-99' });
    expect(first.headers.get('Content-Range')).toBe(`bytes 0-99/${now.length}`);
    expect(await bytesOf(first)).toEqual(now.subarray(0, 100));
  });
});
