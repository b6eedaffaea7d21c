import { expect, test, waitForServiceWorker } from './fixtures.ts';
import { createNews, signInAdmin, uploadImage } from './content-helpers.ts';

test('news never opened before reads offline after one visit to the home page, marked as a saved copy', async ({
  page,
  context,
  request,
}) => {
  const stamp = Date.now();
  const { token } = await signInAdmin(request);
  const image = await uploadImage(request, token);
  const id = await createNews(request, token, {
    title: { ru: `Офлайн ${stamp}` },
    summary: { ru: 'Кратко об офлайне' },
    body: { ru: `<p>Полный текст ${stamp}</p>` },
    image,
    published: true,
  });

  await page.goto('/ru');
  await waitForServiceWorker(page);
  // The warm-up runs once the app is idle; wait until the item and its picture are saved.
  const saved = () =>
    page.evaluate(
      async ([itemId, img]) => {
        const api = await (await caches.open('public-api')).keys();
        const media = await (await caches.open('content-media')).keys();
        return (
          api.some((r) => new URL(r.url).pathname === `/api/public/news/${itemId}`) &&
          media.some((r) => r.url.endsWith(`/api/public/media/${img}`))
        );
      },
      [id, image] as const,
    );
  await expect.poll(saved, { timeout: 30_000 }).toBe(true);

  await context.setOffline(true);
  await page.goto('/ru/news');
  await expect(page.getByRole('link', { name: `Офлайн ${stamp}` })).toBeVisible();
  await expect(page.getByTestId('saved-copy-note')).toContainText('Показана копия, сохранённая');
  await page.goto(`/ru/news/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Офлайн ${stamp}`);
  await expect(page.getByText(`Полный текст ${stamp}`)).toBeVisible();
  await expect(page.getByTestId('saved-copy-note')).toBeVisible();
  await expect
    .poll(() => page.locator('.item-img').evaluate((i: HTMLImageElement) => i.naturalWidth))
    .toBeGreaterThan(0);
  await context.setOffline(false);
});

test('a page shown from the saved copy re-renders by itself when the server has a newer one', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const { token } = await signInAdmin(request);
  const id = await createNews(request, token, { title: { en: `Before ${stamp}` }, published: true });
  await page.goto(`/en/news/${id}`);
  await waitForServiceWorker(page);
  await page.reload(); // now controlled: the answer goes through the service worker's cache
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Before ${stamp}`);

  await request.post(`/api/news/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { title: { en: `After ${stamp}` } },
  });
  await page.reload(); // the saved copy shows first; the service worker then announces the new one
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`After ${stamp}`);
  await expect(page.getByTestId('saved-copy-note')).toHaveCount(0);
});

test('switching language shows the content in the new language at once, without a reload', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const { token } = await signInAdmin(request);
  const id = await createNews(request, token, {
    title: { ru: `Новость ${stamp}`, en: `News ${stamp}` },
    body: { ru: `<p>Текст ${stamp}</p>`, en: `<p>Text ${stamp}</p>` },
    published: true,
  });
  await page.goto('/ru/news');
  await expect(page.getByRole('link', { name: `Новость ${stamp}` })).toBeVisible();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/news$/);
  await expect(page.getByRole('link', { name: `News ${stamp}` })).toBeVisible();

  await page.goto(`/en/news/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`News ${stamp}`);
  await page.getByRole('link', { name: 'Русский' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Новость ${stamp}`);
  await expect(page.getByText(`Текст ${stamp}`)).toBeVisible();
});

test('switching language offline keeps the copy in the previous language and says the new one is not saved yet', async ({
  page,
  context,
  request,
}) => {
  const stamp = Date.now();
  const { token } = await signInAdmin(request);
  await createNews(request, token, { title: { ru: `Новость ${stamp}`, en: `News ${stamp}` }, published: true });
  await page.goto('/ru/news');
  await waitForServiceWorker(page); // the English catalogue and page code are on the device; English content is not
  await expect(page.getByRole('link', { name: `Новость ${stamp}` })).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/news$/);
  await expect(page.getByTestId('language-gap')).toHaveText(
    'This page has not been saved in English on this device yet. Showing the copy saved earlier in Russian; it will update when there is a connection.',
  );
  await expect(page.getByRole('link', { name: `Новость ${stamp}` })).toBeVisible();
  await expect(page.getByTestId('list-error')).toHaveCount(0);

  // The connection returns: the page asks again by itself and shows English.
  await context.setOffline(false);
  await expect(page.getByRole('link', { name: `News ${stamp}` })).toBeVisible();
  await expect(page.getByTestId('language-gap')).toHaveCount(0);
});
