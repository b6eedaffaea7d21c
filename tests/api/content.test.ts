import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { userActions } from '../../db/schema.ts';
import { sanitizeRich } from '../../api/lib/sanitize.ts';
import { makeTestApp } from '../support/test-app.ts';
import { translated } from '../support/translated-errors.ts';

const t = makeTestApp();
afterAll(() => t.close());

const admin = await t.userWithRole('admin');
const expert = await t.userWithRole('expert');
const applicant = await t.userWithRole('applicant');

const newsBody = (title: string, extra: object = {}) => ({
  title: { ru: `${title} ru`, en: `${title} en` },
  summary: { ru: 'Кратко' },
  body: { ru: '<p>Текст</p>' },
  ...extra,
});

async function create(token: string, body: object, path = '/api/news') {
  const res = await t.call('POST', path, { token, body });
  return { res, json: (await res.json()) as { data: { id: number; published: boolean } } };
}

function upload(path: string, token: string, bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  return t.app.request(path, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}`, 'X-Localization': 'en' },
  });
}

describe('public content', () => {
  it('shows only published items, in the language asked for, with ru for a missing one', async () => {
    const { json: hidden } = await create(admin.token, newsBody('Hidden'));
    const { json: shown } = await create(admin.token, newsBody('Shown', { published: true }));
    const list = (await (await t.call('GET', '/api/public/news', { locale: 'en' })).json()) as {
      data: { id: number; title: string; summary: string }[];
      meta: { total: number };
    };
    expect(list.data.map((n) => n.id)).toEqual([shown.data.id]);
    expect(list.data[0]).toMatchObject({ title: 'Shown en', summary: 'Кратко' });
    expect((await t.call('GET', `/api/public/news/${hidden.data.id}`)).status).toBe(404);
    expect((await t.call('GET', `/api/public/news/${shown.data.id}`)).status).toBe(200);
  });

  it('pages the list', async () => {
    for (const i of [1, 2, 3])
      await create(admin.token, { question: { ru: `Вопрос ${i}` }, published: true }, '/api/faqs');
    const res = await t.call('GET', '/api/public/faqs?page=2&per_page=2');
    const body = (await res.json()) as { data: unknown[]; meta: { last_page: number; total: number } };
    expect(body.data).toHaveLength(1);
    expect(body.meta).toMatchObject({ total: 3, last_page: 2 });
  });
});

describe('rich text', () => {
  it('drops scripts, event attributes and javascript: URLs before storing', async () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a><a href="https://ok.kz">ok</a></p>';
    const { json } = await create(admin.token, newsBody('Dirty', { body: { ru: dirty } }));
    const stored = (json.data as unknown as { body: { ru: string } }).body.ru;
    for (const bad of ['script', 'onclick', 'onerror', 'javascript:', 'alert']) expect(stored).not.toContain(bad);
    expect(stored).toContain('href="https://ok.kz"');
    expect(sanitizeRich('<svg onload="x()"></svg><iframe src="https://evil"></iframe>ok')).toBe('ok');
  });
});

describe('uploads', () => {
  it('resizes and re-encodes an image, served with its type and nosniff', async () => {
    const jpeg = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#0f5f56' } })
      .jpeg()
      .toBuffer();
    const res = await upload('/api/compress-file-upload', admin.token, jpeg, 'photo.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { url: string; width: number; height: number } };
    expect([data.width, data.height]).toEqual([1600, 800]);
    const media = await t.app.request(data.url);
    expect(media.headers.get('content-type')).toBe('image/webp');
    expect(media.headers.get('x-content-type-options')).toBe('nosniff');
    expect(media.headers.get('cache-control')).toContain('max-age=31536000');
  });

  it('rejects a non-image and a PDF named like an image with a translated 422', async () => {
    const text = await upload('/api/compress-file-upload', admin.token, Buffer.from('hello'), 'a.png', 'image/png');
    expect(text.status).toBe(422);
    const body = (await text.json()) as { errors: { file: string[] } };
    expect(body.errors.file).toEqual(['validation.upload.not_image']);
    expect(translated(body.errors, 'en').file?.[0]).toMatch(/image/i);
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
    expect((await upload('/api/compress-file-upload', admin.token, pdf, 'fake.jpg', 'image/jpeg')).status).toBe(422);
    expect((await upload('/api/file-upload', admin.token, pdf, 'rules.pdf', 'application/pdf')).status).toBe(201);
    expect((await upload('/api/file-upload', applicant.token, pdf, 'rules.pdf', 'application/pdf')).status).toBe(403);
  });
});

describe('media clean-up', () => {
  const picture = async (colour: string) => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: colour } })
      .png()
      .toBuffer();
    const res = await upload('/api/compress-file-upload', admin.token, png, 'p.png', 'image/png');
    return ((await res.json()) as { data: { id: string; url: string } }).data;
  };
  const served = async (url: string) => (await t.app.request(url)).status;

  it('deletes the picture of a replaced or deleted item, but keeps one another item still shows', async () => {
    const [first, second, shared] = [await picture('#111111'), await picture('#222222'), await picture('#333333')];
    const { json: item } = await create(admin.token, newsBody('Pictured', { image: first.id }));
    const { json: other } = await create(admin.token, newsBody('Other', { image: shared.id }));
    await t.call('POST', `/api/news/${item.data.id}`, { token: admin.token, body: { image: second.id } });
    expect(await served(first.url)).toBe(404);
    expect(await served(second.url)).toBe(200);

    const inBody = { body: { ru: `<p><img src="${shared.url}" alt=""></p>` } };
    await t.call('POST', `/api/news/${item.data.id}`, { token: admin.token, body: inBody });
    await t.call('DELETE', `/api/news/${other.data.id}`, { token: admin.token });
    expect(await served(shared.url)).toBe(200); // still inside the first item's text
    await t.call('DELETE', `/api/news/${item.data.id}`, { token: admin.token });
    expect(await served(second.url)).toBe(404);
    expect(await served(shared.url)).toBe(404);
  });
});

describe('who may edit', () => {
  it('an expert creates and publishes; an applicant gets 403; every change is logged', async () => {
    const { res, json } = await create(expert.token, newsBody('By expert'));
    expect(res.status).toBe(201);
    const id = json.data.id;
    const pub = await t.call('POST', `/api/news/${id}/publish`, { token: expert.token, body: { published: true } });
    expect(((await pub.json()) as { data: { published: boolean } }).data.published).toBe(true);
    expect(
      (await t.call('POST', `/api/news/${id}`, { token: expert.token, body: { title: { ru: 'Новое' } } })).status,
    ).toBe(200);
    expect((await create(applicant.token, newsBody('Nope'))).res.status).toBe(403);
    expect((await t.call('DELETE', `/api/news/${id}`, { token: applicant.token })).status).toBe(403);
    expect((await t.call('DELETE', `/api/news/${id}`, { token: expert.token })).status).toBe(200);
    const log = t.db
      .select()
      .from(userActions)
      .where(eq(userActions.subjectId, String(id)))
      .orderBy(desc(userActions.id))
      .all()
      .filter((a) => a.subjectType === 'news');
    expect(log.map((a) => a.action)).toEqual(['news.delete', 'news.update', 'news.publish', 'news.create']);
    expect(log[1]!.before).toMatchObject({ title: { ru: 'By expert ru' } });
    expect(log[1]!.after).toMatchObject({ title: { ru: 'Новое' } });
    expect(log.every((a) => a.userId === expert.user.id)).toBe(true);
  });

  it('answers a bad field with a per-field translated error', async () => {
    const res = await t.call('POST', '/api/experts', {
      token: admin.token,
      locale: 'en',
      body: { name: {}, email: 'nope' },
    });
    expect(res.status).toBe(422);
    const { errors } = (await res.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors).sort()).toEqual(['email', 'name']);
    expect(errors.email).toEqual(['validation.email.invalid']);
    expect(translated(errors, 'en').email![0]).not.toContain('validation.');
  });

  it('admins manage contacts that the public list then shows', async () => {
    const body = {
      title: { ru: 'Офис' },
      address: { ru: 'Астана' },
      working_hours: { ru: '9–18' },
      lat: 51.1,
      published: true,
    };
    const { res } = await create(admin.token, body, '/api/contacts');
    expect(res.status).toBe(201);
    const list = (await (await t.call('GET', '/api/public/contacts', { locale: 'en' })).json()) as {
      data: { title: string }[];
    };
    expect(list.data.map((c) => c.title)).toContain('Офис');
  });
});
