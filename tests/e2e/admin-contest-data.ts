/** A contest entry with real photos and a PDF, sent the way a phone sends it: tus uploads, then push. */
import type { Page } from '@playwright/test';
import { createHash, randomUUID } from 'node:crypto';
import { createContestAccount } from '../support/contest-account.ts';
import { makeIin, makePhone, productData } from '../support/contest-data.ts';
import { E2E_ADMIN } from '../support/server.ts';
import { makePdf } from './contest-media.ts';

const DAY = 86_400_000;
const kzDate = (days: number) => new Date(Date.now() + 5 * 3600_000 + days * DAY).toISOString().slice(0, 10);
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

export async function adminSession(baseURL: string) {
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  return (await json<{ data: { token: string; user: unknown } }>(res)).data;
}

/** Small JPEGs drawn in the browser (a real encoder), each a different colour. */
async function smallPhotos(page: Page, count: number): Promise<Buffer[]> {
  const encoded = await page.evaluate(async (count) => {
    const out: number[][] = [];
    for (let n = 0; n < count; n++) {
      const canvas = new OffscreenCanvas(640, 480);
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = `hsl(${n * 120} 60% 50%)`;
      ctx.fillRect(0, 0, 640, 480);
      ctx.fillStyle = '#fff';
      ctx.fillRect(100 + n * 50, 100, 200, 150);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 });
      out.push([...new Uint8Array(await blob.arrayBuffer())]);
    }
    return out;
  }, count);
  return encoded.map((b) => Buffer.from(b));
}

async function upload(baseURL: string, token: string, bytes: Buffer, mime: string, name: string) {
  const id = randomUUID();
  const meta = { id, sha256: sha(bytes), mime, name, kind: mime === 'application/pdf' ? 'document' : 'photo' };
  const auth = { Authorization: `Bearer ${token}`, 'Tus-Resumable': '1.0.0' };
  const create = await fetch(`${baseURL}/api/files/`, {
    method: 'POST',
    headers: {
      ...auth,
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': Object.entries(meta)
        .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
        .join(','),
    },
  });
  if (create.status !== 201) throw new Error(`upload create answered ${create.status}`);
  const patch = await fetch(new URL(create.headers.get('Location')!, `${baseURL}/api/files/`), {
    method: 'PATCH',
    headers: { ...auth, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    body: new Uint8Array(bytes),
  });
  if (patch.status !== 204) throw new Error(`upload answered ${patch.status}`);
  return id;
}

/** Opens the contest window, then sends one product entry with two photos and a PDF in nomination `slug`. */
export async function sendEntry(page: Page, baseURL: string, slug: string, fullName: string) {
  const admin = await adminSession(baseURL);
  const headers = { 'Content-Type': 'application/json', 'X-Localization': 'en' };
  await json(
    await fetch(`${baseURL}/api/contest/settings`, {
      method: 'PUT',
      headers: { ...headers, Authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ year: 2026, opens_on: kzDate(-3), closes_on: kzDate(3), grace_hours: 72 }),
    }),
  );
  const info = await json<{ data: { nominations: { id: number; slug: string; title: string }[] } }>(
    await fetch(`${baseURL}/api/public/contest`, { headers }),
  );
  const nomination = info.data.nominations.find((n) => n.slug === slug)!;
  const who = { iin: makeIin(), phone: makePhone(), full_name: fullName, password: 'secret-pass-1' };
  const post = (path: string, body: unknown) =>
    fetch(`${baseURL}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const { token } = await createContestAccount(post, process.env.E2E_DATA_DIR!, who);
  const [logo, pack] = await smallPhotos(page, 2);
  const logoId = await upload(baseURL, token, logo!, 'image/jpeg', 'logo.jpg');
  const packId = await upload(baseURL, token, pack!, 'image/jpeg', 'pack.jpg');
  const pdfId = await upload(baseURL, token, makePdf(20_000), 'application/pdf', 'declaration.pdf');
  const args = {
    ...productData(nomination.id, packId, who),
    full_name: fullName,
    logo_images: [logoId],
    declaration_file: [pdfId],
  };
  const pushed = await json<{ data: { results: { status: string; entity: { id: number } }[] } }>(
    await fetch(`${baseURL}/api/sync/push`, {
      method: 'POST',
      headers: { ...headers, Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        clientId: randomUUID(),
        clientSecret: 'ab'.repeat(32),
        schemaVersion: 1,
        mutations: [{ id: 1, name: 'contest.submit', args, createdAt: Date.now() }],
      }),
    }),
  );
  const result = pushed.data.results[0]!;
  if (result.status !== 'applied') throw new Error(`contest.submit was ${result.status}`);
  return { id: result.entity.id, nomination, admin };
}
