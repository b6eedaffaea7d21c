import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../support/test-app.ts';
import { createTestTables, testMutations } from '../support/test-mutations.ts';
import { sha256 as sha, tusUpload } from '../support/tus-upload.ts';

const t = makeTestApp({}, testMutations);
createTestTables(t.db);
afterAll(() => t.close());

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
let owner = '';
let other = '';
beforeAll(async () => {
  owner = (await t.userWithRole('applicant')).token;
  other = (await t.userWithRole('applicant')).token;
});

const upload = (bytes: Buffer, m: Record<string, string>, token = owner) => tusUpload(t.app, token, bytes, m);

const photoMeta = (id: string, over: Record<string, string> = {}) => ({
  id,
  sha256: sha(JPEG),
  mime: 'image/jpeg',
  name: 'cow.jpg',
  kind: 'photo',
  ...over,
});

describe('resumable file uploads', () => {
  it('accepts a JPEG whose bytes match its SHA-256, and a record may then reference it', async () => {
    const id = randomUUID();
    const { patch } = await upload(JPEG, photoMeta(id));
    expect(patch!.status).toBe(204);
    const push = await t.call('POST', '/api/sync/push', {
      token: owner,
      body: {
        clientId: randomUUID(),
        clientSecret: 'ab'.repeat(32),
        schemaVersion: 1,
        mutations: [{ id: 1, name: 'test.with_file', args: { recordId: 'r1', fileId: id }, createdAt: 0 }],
      },
    });
    expect((await push.json()).data.results[0].status).toBe('applied');
  });

  it('rejects and deletes a file with a wrong SHA-256', async () => {
    const id = randomUUID();
    const { patch } = await upload(JPEG, photoMeta(id, { sha256: 'a'.repeat(64) }));
    expect(patch!.status).toBe(422);
    expect(await patch!.json()).toMatchObject({ code: 'files.checksum_mismatch' });
    expect(existsSync(join(t.dir, 'uploads', id))).toBe(false);
  });

  it('rejects a file whose magic bytes are not what it claims', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(500)]);
    const { patch } = await upload(exe, {
      id: randomUUID(),
      sha256: sha(exe),
      mime: 'image/jpeg',
      name: 'x.jpg',
      kind: 'photo',
    });
    expect(patch!.status).toBe(422);
    expect(await patch!.json()).toMatchObject({ code: 'files.wrong_type' });
  });

  it('refuses a file over the limit of its kind when the upload is created', async () => {
    const { create } = await upload(Buffer.alloc(3 * 1024 * 1024), photoMeta(randomUUID()));
    expect(create.status).toBe(413);
  });

  it('a ../ file name or id changes nothing on disk', async () => {
    const before = readdirSync(t.dir).sort();
    const { patch } = await upload(JPEG, photoMeta(randomUUID(), { name: '../../../evil.jpg' }));
    expect(patch!.status).toBe(204);
    const bad = await upload(JPEG, photoMeta('../../evil'));
    expect(bad.create.status).toBe(400);
    const sneaky = await t.app.request('/api/files/..%2F..%2Fevil', {
      method: 'PATCH',
      headers: {
        Authorization: `Bearer ${owner}`,
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(JPEG),
    });
    expect(sneaky.status).toBe(404);
    expect(readdirSync(t.dir).sort()).toEqual(before);
    expect(readdirSync(join(t.dir, 'uploads')).every((f) => /^[0-9a-f-]{36}(\.json)?$/.test(f))).toBe(true);
  });

  it('lets the owner download with Content-Disposition and nosniff, and refuses another user', async () => {
    const id = randomUUID();
    await upload(JPEG, photoMeta(id));
    const mine = await t.call('GET', `/api/files/${id}`, { token: owner });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('Content-Disposition')).toContain("filename*=UTF-8''cow.jpg");
    expect(mine.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(Buffer.from(await mine.arrayBuffer()).equals(JPEG)).toBe(true);
    expect((await t.call('GET', `/api/files/${id}`, { token: other })).status).toBe(403);
    expect((await t.call('GET', `/api/files/${id}`)).status).toBe(401);
  });

  it("does not let another user resume or overwrite someone else's upload", async () => {
    const id = randomUUID();
    const { location } = await upload(JPEG, photoMeta(id));
    const head = await t.app.request(new URL(location!, 'http://x').pathname, {
      method: 'HEAD',
      headers: { Authorization: `Bearer ${other}`, 'Tus-Resumable': '1.0.0' },
    });
    expect(head.status).toBe(404);
    const again = await upload(JPEG, photoMeta(id), other);
    expect(again.create.status).toBe(409);
  });
});
