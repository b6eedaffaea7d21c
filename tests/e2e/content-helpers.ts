/** Content made through the real API, signed in as the e2e admin. */
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN } from '../support/server.ts';

/** Signs in as the e2e admin, or as the account given (e.g. one `createUser` made for another role). */
export async function signInAdmin(
  request: APIRequestContext,
  account: { phone: string; password: string } = E2E_ADMIN,
) {
  const res = await request.post('/api/auth/login', { data: account });
  return ((await res.json()) as { data: { token: string; user: unknown } }).data;
}

/** Puts the admin's (or the given account's) session in the page's storage before the app starts. */
export async function useAdminSession(
  page: Page,
  request: APIRequestContext,
  account: { phone: string; password: string } = E2E_ADMIN,
) {
  const { token, user } = await signInAdmin(request, account);
  await page.addInitScript(
    ([t, u]) => {
      localStorage.setItem('qaryzsyz.token', JSON.stringify(t));
      localStorage.setItem('qaryzsyz.user', JSON.stringify(u));
    },
    [token, user] as const,
  );
}

export const pngBytes = (colour = '#0f5f56') =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
    .png()
    .toBuffer();

export async function uploadImage(request: APIRequestContext, token: string) {
  const res = await request.post('/api/compress-file-upload', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { file: { name: 'photo.png', mimeType: 'image/png', buffer: await pngBytes() } },
  });
  return ((await res.json()) as { data: { id: string } }).data.id;
}

export async function createNews(request: APIRequestContext, token: string, body: Record<string, unknown>) {
  const res = await request.post('/api/news', { headers: { Authorization: `Bearer ${token}` }, data: body });
  if (res.status() !== 201) throw new Error(`news not created: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: { id: number } }).data.id;
}
