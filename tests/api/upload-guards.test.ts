/**
 * Uploads have limits a client can rely on (issue 14.11, 14.19): a quota per account by role, counted
 * on finished and unfinished uploads and checked before a byte is stored, and a pixel bound on every
 * image the server decodes, read from the header.
 */
import { createHash, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '../support/test-app.ts';

const MB = 1024 * 1024;
let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp({ fileLimits: { photo: 2 * MB, document: 10 * MB } })));
afterEach(() => t.close());

const meta = (m: Record<string, string>) =>
  Object.entries(m)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

/** Creates a tus upload of `size` bytes (a PDF document) without sending its bytes. */
const createUpload = (token: string, size: number) =>
  t.app.request('/api/files/', {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'X-Localization': 'en',
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(size),
      'Upload-Metadata': meta({
        id: randomUUID(),
        sha256: createHash('sha256').update(randomUUID()).digest('hex'),
        mime: 'application/pdf',
        name: 'scan.pdf',
        kind: 'document',
      }),
    },
  });

describe('upload quota', () => {
  it('an applicant holds at most 100 MB of uploads, unfinished ones included; the next one gets 413', async () => {
    const { token } = await t.userWithRole('applicant');
    for (let i = 0; i < 10; i++) expect((await createUpload(token, 10 * MB)).status).toBe(201);
    const over = await createUpload(token, 1);
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({
      message: 'This account has no upload space left. Remove unneeded files or ask an administrator.',
      code: 'files.quota_exceeded',
    });
    // Another account is not affected.
    const other = await t.userWithRole('applicant');
    expect((await createUpload(other.token, 10 * MB)).status).toBe(201);
  });

  it('the quota is set per role from the configuration', async () => {
    t.close();
    t = makeTestApp({ uploadQuota: { ...t.config.uploadQuota, applicant: 5 * MB } });
    const { token } = await t.userWithRole('applicant');
    expect((await createUpload(token, 3 * MB)).status).toBe(201);
    expect((await createUpload(token, 3 * MB)).status).toBe(413);
    const admin = await t.userWithRole('admin');
    expect((await createUpload(admin.token, 3 * MB)).status).toBe(201);
    expect((await createUpload(admin.token, 3 * MB)).status).toBe(201);
  });
});

describe('image pixel bound', () => {
  it('refuses an image of more than 50 megapixels from its header, before decoding it', async () => {
    const { token } = await t.userWithRole('admin');
    // 8000 × 8000 of one colour: 64 MP that pack into a few dozen KB.
    const png = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const form = new FormData();
    form.append('file', new File([new Uint8Array(png)], 'huge.png', { type: 'image/png' }));
    const res = await t.app.request('/api/compress-file-upload', {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${token}`, 'X-Localization': 'en' },
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: unknown }).errors).toEqual({
      file: ['validation.upload.too_many_pixels'],
    });
  });
});
