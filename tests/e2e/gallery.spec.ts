import { expect, test } from './fixtures.ts';
import { signInAdmin, uploadImage, useAdminSession } from './content-helpers.ts';
import { TINY_MP4 } from '../support/tiny-mp4.ts';

// Nothing here is offline: no service worker, whose precaching would only slow the test down.
test.use({ serviceWorkers: 'block' });

test('an admin adds a video and a photo in two albums; readers filter, page through the lightbox and play the video', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const { token } = await signInAdmin(request);
  const image = await uploadImage(request, token);
  const photo = await request.post('/api/gallery', {
    headers: { Authorization: `Bearer ${token}` },
    data: { title: { en: `Photo ${stamp}` }, kind: 'photo', album: { en: `Hall ${stamp}` }, image, published: true },
  });
  expect(photo.status()).toBe(201);

  await useAdminSession(page, request);
  await page.goto('/en/admin/gallery_create');
  await page.locator('input[name="title.en"]').fill(`Clip ${stamp}`);
  await page.getByLabel('Kind').selectOption('video');
  await page.locator('input[name="album.en"]').fill(`Trips ${stamp}`);
  await page
    .getByLabel('Video file (MP4)')
    .setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: TINY_MP4 });
  await expect(page.locator('video.media-thumb')).toBeVisible();
  await page.locator('input[name="published"]').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/gallery\/\d+$/);

  await page.goto('/en/gallery');
  const grid = page.getByTestId('gallery-grid');
  const clip = grid.getByRole('button', { name: `Clip ${stamp} (video)` });
  const still = grid.getByRole('button', { name: `Photo ${stamp}` });
  await expect(clip).toBeVisible();
  await expect(still).toBeVisible();
  await page.getByRole('button', { name: 'Videos', exact: true }).click();
  await expect(still).toBeHidden();
  await expect(clip).toBeVisible();
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await page.getByRole('button', { name: `Hall ${stamp}` }).click();
  await expect(clip).toBeHidden();
  await expect(still).toBeVisible();
  await page.getByRole('button', { name: 'All albums' }).click();

  // The newest first: the clip, then the photo.
  await clip.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog).toHaveAccessibleName(new RegExp(`^Clip ${stamp}`));
  await expect(dialog.getByTestId('gallery-counter')).toHaveText(/^1 \/ \d+$/);
  const video = dialog.getByTestId('gallery-video');
  await expect(video).toHaveAttribute('preload', 'none');
  const src = (await video.getAttribute('src'))!;
  expect(src).toMatch(/^\/api\/public\/media\/[0-9a-f]{32}$/);
  // It plays: the browser reads it by ranges from the media route and decodes it.
  const ranged = page.waitForResponse((r) => r.url().endsWith(src) && r.status() === 206);
  await video.evaluate((v: HTMLVideoElement) => v.play());
  await ranged;
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);

  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByTestId('gallery-counter')).toHaveText(/^2 \/ \d+$/);
  await expect(dialog).toHaveAccessibleName(new RegExp(`^Photo ${stamp}`));
  await expect(dialog.getByRole('img', { name: `Photo ${stamp}` })).toBeVisible();
  await expect(dialog.getByTestId('gallery-video')).toHaveCount(0);
  // A swipe to the right goes back.
  const stage = dialog.locator('.lightbox-stage');
  await stage.dispatchEvent('pointerdown', { clientX: 120, clientY: 200, isPrimary: true, pointerType: 'touch' });
  await stage.dispatchEvent('pointerup', { clientX: 300, clientY: 210, isPrimary: true, pointerType: 'touch' });
  await expect(dialog.getByTestId('gallery-counter')).toHaveText(/^1 \/ \d+$/);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(clip).toBeFocused();
});
