/**
 * The gallery's albums and videos (issue point 4, ADR 092): an album per item in four languages, an
 * uploaded MP4 that plays from the media route by byte ranges, or an external link that parses.
 */
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../support/test-app.ts';
import { TINY_MP4 } from '../support/tiny-mp4.ts';

const t = makeTestApp();
afterAll(() => t.close());

const admin = await t.userWithRole('admin');

async function upload(bytes: Buffer, name: string, type: string, path = '/api/file-upload') {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  const res = await t.app.request(path, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${admin.token}`, 'X-Localization': 'en' },
  });
  return { status: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}
async function createItem(body: object) {
  const res = await t.call('POST', '/api/gallery', { token: admin.token, body });
  return { status: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe('gallery items', () => {
  it('keep an album in each language and an uploaded MP4, shown in the public list as URLs', async () => {
    const video = await upload(TINY_MP4, 'clip.mp4', 'video/mp4');
    expect(video.status).toBe(201);
    expect(video.body.data).toMatchObject({ kind: 'video', mime: 'video/mp4', size: TINY_MP4.length });
    const made = await createItem({
      title: { ru: 'Выпуск', en: 'Graduation' },
      kind: 'video',
      album: { ru: 'Награждение', en: 'Awards' },
      video_file: video.body.data.id,
      published: true,
    });
    expect(made.status).toBe(201);
    const list = (await (await t.call('GET', '/api/public/gallery', { locale: 'en' })).json()) as {
      data: Record<string, unknown>[];
    };
    expect(list.data.find((i) => i.id === made.body.data.id)).toMatchObject({
      title: 'Graduation',
      album: 'Awards',
      kind: 'video',
      video_file: `/api/public/media/${video.body.data.id}`,
    });
  });

  it('serve an uploaded MP4 by byte ranges: 206 with Content-Range, 416 past the end', async () => {
    const { body } = await upload(TINY_MP4, 'clip.mp4', 'video/mp4');
    const url = body.data.url as string;
    const part = await t.app.request(url, { headers: { Range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${TINY_MP4.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(TINY_MP4.subarray(0, 100))).toBe(true);
    expect((await t.app.request(url, { headers: { Range: `bytes=${TINY_MP4.length}-` } })).status).toBe(416);
  });

  it('refuse a link the URL parser refuses, with a field error and not a 500', async () => {
    const bad = await createItem({ title: { ru: 'Ссылка' }, kind: 'video', video: 'https://[youtube.com/watch' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ video: ['validation.url.invalid'] });
    const script = await createItem({ title: { ru: 'Ссылка' }, kind: 'video', video: 'javascript:alert(1)' });
    expect(script.body.errors).toEqual({ video: ['validation.url.invalid'] });
    const good = await createItem({ title: { ru: 'Ссылка' }, kind: 'video', video: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(good.status).toBe(201);
  });

  it('refuse a picture or an unknown id as the video file, on create and on update', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0f5f56' } })
      .png()
      .toBuffer();
    const picture = await upload(png, 'p.png', 'image/png', '/api/compress-file-upload');
    const asVideo = await createItem({ title: { ru: 'Фото' }, kind: 'video', video_file: picture.body.data.id });
    expect(asVideo.status).toBe(422);
    expect(asVideo.body.errors).toEqual({ video_file: ['validation.upload.not_video'] });
    const photo = await createItem({ title: { ru: 'Фото' }, kind: 'photo', image: picture.body.data.id });
    const update = await t.call('POST', `/api/gallery/${photo.body.data.id}`, {
      token: admin.token,
      body: { video_file: 'f'.repeat(32) },
    });
    expect(update.status).toBe(422);
  });

  it('refuse a QuickTime or HEIC file dressed as MP4, and anything but an MP4 over 15 MB', async () => {
    const mov = Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from('ftypqt  '), Buffer.alloc(8)]);
    expect((await upload(mov, 'clip.mp4', 'video/mp4')).body.errors).toEqual({ file: ['validation.upload.type'] });
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from('ftypheic'), Buffer.alloc(8)]);
    expect((await upload(heic, 'photo.heic', 'image/heic')).status).toBe(422);
    const bigPdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(16 * 1024 * 1024)]);
    const big = await upload(bigPdf, 'big.pdf', 'application/pdf');
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('too_large');
  });

  it("may be framed from the two private players only (the page's Content-Security-Policy)", async () => {
    const csp = (await t.app.request('/api/public/gallery')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com');
  });
});
