/**
 * The outbox under faults, in Chromium against the real server: nothing lost, nothing counted twice.
 * Records are queued with the test-only `test.note` mutation (see tests/support/test-mutations.ts).
 */
import { gunzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Response } from '@playwright/test';
import type { RunningServer } from '../support/server.ts';
import { expect, test, waitForServiceWorker } from './fixtures.ts';
import { deviceStatuses, notesOnServer, queueNotes, serverQuery, signIn, startSyncServer } from './sync-harness.ts';

let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(120_000); // a server of its own, compiled on start: slow on a loaded machine
  server = await startSyncServer();
});
test.afterAll(async () => {
  await server.stop();
});

const texts = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => ({ text: `${prefix} ${i + 1}` }));

test('20 records queued offline survive a reload and arrive exactly once when the network returns', async ({
  page,
  context,
}) => {
  await signIn(page, server);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  const { ids } = await queueNotes(page, texts(20, 'offline'));
  await page.reload();
  await expect(page.getByTestId('sync-waiting')).toContainText('20', { timeout: 30_000 });
  expect(await deviceStatuses(page)).toEqual({ queued: 20 });
  await context.setOffline(false);
  await expect(page.getByTestId('sync-saved')).toBeVisible({ timeout: 30_000 });
  expect(notesOnServer(server, ids)).toHaveLength(20);
  expect(await deviceStatuses(page)).toEqual({ sent: 20 });
});

test('a response lost after the server committed is retried: applied once, and its refusal still needs attention', async ({
  page,
}) => {
  await signIn(page, server);
  let dropped = 0;
  await page.route('**/api/sync/push', async (route) => {
    if (dropped++ === 0) {
      await route.fetch(); // the server applies and commits the batch…
      return route.abort('connectionreset'); // …but the device never hears back
    }
    return route.continue();
  });
  const notes = texts(5, 'lost-ack');
  notes[1] = { text: 'reject' };
  const { ids } = await queueNotes(page, notes);
  await page.reload();
  // The resend answers `duplicate` for all five; the refused one carries its first answer's reasons.
  await expect(page.getByTestId('sync-attention')).toContainText('1', { timeout: 30_000 });
  await expect(page.getByTestId('sync-waiting')).toHaveCount(0);
  expect(dropped).toBeGreaterThanOrEqual(2);
  expect(notesOnServer(server, ids)).toHaveLength(4);
  expect(await deviceStatuses(page)).toEqual({ sent: 4, rejected: 1 });
});

test('a file cut inside its only chunk shows, after a reload, the part the server already holds', async ({ page }) => {
  await signIn(page, server);
  const SIZE = 400 * 1024; // under one 512 KB chunk, like a compressed photo
  const HELD = 300 * 1024;
  let cut = false;
  await page.route('**/api/files/**', async (route) => {
    const request = route.request();
    if (request.method() !== 'PATCH') return route.continue();
    if (cut) return route.abort('internetdisconnected'); // the link stays down
    // The link drops after 300 KB reached the server: it keeps them, the device never hears back.
    cut = true;
    const { 'content-length': _length, ...headers } = request.headers();
    await route.fetch({ headers, postData: request.postDataBuffer()!.subarray(0, HELD) });
    return route.abort('connectionreset');
  });
  await queueNotes(page, [{ text: 'photo', file: { sizeBytes: SIZE } }]);
  await page.reload();
  await expect.poll(() => cut, { timeout: 30_000 }).toBe(true);

  await page.goto(`${server.url}/ru/device`); // a new start asks the server where the upload stopped
  const bar = page.getByTestId('device-queued').locator('progress');
  await expect.poll(async () => Number(await bar.getAttribute('value')), { timeout: 30_000 }).toBe(HELD);
});

test('a 3 MB upload cut at half resumes after a reload, resending under 60 %, and arrives byte-identical', async ({
  page,
}) => {
  await signIn(page, server);
  const SIZE = 3 * 1024 * 1024;
  let cut = false;
  await page.route('**/api/files/**', (route) => {
    const offset = Number(route.request().headers()['upload-offset'] ?? -1);
    if (route.request().method() === 'PATCH' && offset >= SIZE / 2 && !cut) {
      cut = true;
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  const { ids, fileIds } = await queueNotes(page, [{ text: 'with file', file: { sizeBytes: SIZE } }]);
  await page.reload();
  await expect.poll(() => cut, { timeout: 30_000 }).toBe(true);
  await page.unroute('**/api/files/**');

  // Each PATCH sends from its Upload-Offset onwards, so what is sent again is SIZE minus the first offset.
  const offsets: number[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PATCH' && r.url().includes('/api/files/')) offsets.push(Number(r.headers()['upload-offset']));
  });
  await page.reload(); // the upload URL comes from IndexedDB, the offset from the server
  await expect(page.getByTestId('sync-saved')).toBeVisible({ timeout: 60_000 });
  const resent = SIZE - Math.min(...offsets);
  expect(offsets.length).toBeGreaterThan(0);
  expect(resent).toBeLessThan(0.6 * SIZE);

  const [row] = serverQuery<{ sha256: string; status: string; size: number }>(
    server,
    'SELECT sha256, status, size FROM files WHERE id = ?',
    fileIds[0],
  );
  expect(row).toMatchObject({ status: 'complete', size: SIZE });
  const onDisk = createHash('sha256')
    .update(readFileSync(join(server.dataDir, 'uploads', fileIds[0]!)))
    .digest('hex');
  expect(onDisk).toBe(row!.sha256);
  expect(serverQuery(server, 'SELECT * FROM test_notes WHERE record_id = ?', ids[0])).toHaveLength(1);
});

test('mutation 3 of 10 rejected: 4 to 10 still apply, and 3 needs attention with its draft intact', async ({
  page,
}) => {
  await signIn(page, server);
  const notes = texts(10, 'ten');
  notes[2] = { text: 'reject' };
  const { ids } = await queueNotes(page, notes);
  await page.reload();
  await expect(page.getByTestId('sync-attention')).toContainText('1', { timeout: 30_000 });
  expect(
    notesOnServer(server, ids)
      .map((n) => n.text)
      .sort(),
  ).toEqual(
    notes
      .filter((_, i) => i !== 2)
      .map((n) => n.text)
      .sort(),
  );
  await page.getByTestId('sync-badge').click();
  const rejected = page.getByTestId('device-rejected').getByTestId('draft-item');
  await expect(rejected).toHaveCount(1);
  await expect(rejected).toContainText('reject');
  await expect(rejected.getByTestId('draft-errors')).toContainText('Неверное значение.');
  expect(await deviceStatuses(page)).toEqual({ sent: 9, rejected: 1 });
});

test('two open tabs flush through one lock and send no mutation twice', async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  await signIn(a, server);
  await b.goto(`${server.url}/ru`);
  await b.getByTestId('sync-badge').waitFor();
  // Every answer lists each mutation it received: a mutation sent twice would come back `duplicate`.
  const answered: { id: number; status: string }[] = [];
  const record = async (r: Response) => {
    if (!r.url().endsWith('/api/sync/push') || !r.ok()) return;
    const { data } = (await r.json()) as { data: { results: { id: number; status: string }[] } };
    answered.push(...data.results);
  };
  a.on('response', record);
  b.on('response', record);
  const { ids } = await queueNotes(a, texts(60, 'two tabs'));
  await Promise.all([a.reload(), b.reload()]);
  await expect(a.getByTestId('sync-saved')).toBeVisible({ timeout: 30_000 });
  await expect(b.getByTestId('sync-saved')).toBeVisible({ timeout: 30_000 });
  expect(notesOnServer(server, ids)).toHaveLength(60);
  expect(answered).toHaveLength(60);
  expect(new Set(answered.map((r) => r.id)).size).toBe(60);
  expect(answered.every((r) => r.status === 'applied')).toBe(true);
});

test('a 401 in the middle of the queue deletes nothing; after signing in again the queue drains', async ({ page }) => {
  const token = await signIn(page, server);
  await page.route('**/api/sync/push', async (route) => {
    // The session is revoked on the server before the second batch (the last 20): told apart by its size,
    // not by counting pushes, since a push the device started before the reload may or may not have arrived.
    const raw = route.request().postDataBuffer() ?? Buffer.alloc(0);
    const gzipped = (await route.request().headerValue('content-encoding')) === 'gzip';
    const body = JSON.parse((gzipped ? gunzipSync(raw) : raw).toString('utf8')) as { mutations: unknown[] };
    if (body.mutations.length === 20)
      await fetch(`${server.url}/api/auth/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    return route.continue();
  });
  const { ids } = await queueNotes(page, texts(70, 'revoked'));
  await page.reload();
  await expect(page.getByTestId('sync-auth-banner')).toBeVisible({ timeout: 30_000 });
  expect(notesOnServer(server, ids)).toHaveLength(50);
  expect(await deviceStatuses(page)).toEqual({ sent: 50, queued: 20 });

  await page.getByTestId('sync-auth-banner').getByRole('link').click();
  await page.getByLabel('Телефон').fill('77000000001');
  await page.getByLabel('Пароль').fill('e2e-admin-secret');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByTestId('sync-saved')).toBeVisible({ timeout: 30_000 });
  expect(notesOnServer(server, ids)).toHaveLength(70);
  expect(await deviceStatuses(page)).toEqual({ sent: 70 });
});

test("back online on a slow link, waiting records are pushed before the content warm-up and a new version's download start", async ({
  page,
  context,
}) => {
  // The push waits 3 s on its slow link, and the new version waits for it in polls of 3 s: on a loaded machine
  // the whole story, with the sign-in and the first install, can take over a minute.
  test.setTimeout(150_000);
  await signIn(page, server);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await queueNotes(page, texts(5, 'first'));
  // The page's after-load chunks (sync engine, content warm-up) are fetched offline from the precache.
  const missingChunks: string[] = [];
  page.on('requestfailed', (r) => {
    if (new URL(r.url()).pathname.startsWith('/assets/')) missingChunks.push(r.url());
  });
  await page.goto(`${server.url}/ru/device`); // from the service worker; a page that reads no public content
  // A new version is waiting on the server. Its files replace the ones this page has already loaded: those are
  // dropped from the precache, so the new worker must download them. The chunks the page has yet to load stay,
  // as they would on a real device (dropping them all would leave the running version unable to start its sync).
  await page.evaluate(async () => {
    const loaded = new Set(performance.getEntriesByType('resource').map((e) => e.name));
    for (const key of await caches.keys()) {
      if (!key.startsWith('workbox-precache')) continue;
      const cache = await caches.open(key);
      for (const request of await cache.keys()) {
        const url = new URL(request.url);
        url.searchParams.delete('__WB_REVISION__');
        if (loaded.has(url.href)) await cache.delete(request);
      }
    }
  });
  const events: string[] = [];
  // A slow link: the push takes seconds to answer.
  await page.route('**/api/sync/push', async (route) => {
    await new Promise((r) => setTimeout(r, 3_000));
    await route.continue();
  });
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/api/sync/push') events.push('pushed');
  });
  // The warm-up walks the public lists page by page (the reference data's /api/public/contest is not one).
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/public/') && url.searchParams.has('page')) events.push('warm-up');
  });
  // Only the new worker's downloads: the running one also fetches (media, content) once online.
  context.on('request', (r) => {
    const worker = r.serviceWorker()?.url() ?? '';
    if (worker.includes('version=next') && new URL(r.url()).pathname.startsWith('/assets/')) events.push('new version');
  });
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  // The browser finds the new version (another script URL: it installs even with the same bytes).
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?version=next', { scope: '/' }));
  await expect
    .poll(() => events.includes('warm-up') && events.includes('new version'), { timeout: 100_000 })
    .toBe(true);
  expect(events.indexOf('pushed')).toBeGreaterThanOrEqual(0);
  expect(events.indexOf('pushed')).toBeLessThan(events.indexOf('warm-up'));
  expect(events.indexOf('pushed')).toBeLessThan(events.indexOf('new version'));
  expect(missingChunks).toEqual([]);
  // Once it is downloaded, the new version is offered; the page reloads only when the person asks.
  await expect(page.getByTestId('update-prompt')).toBeVisible({ timeout: 60_000 });
});
