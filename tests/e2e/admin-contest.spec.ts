/**
 * A reviewer works a contest entry: filters the list by nomination, opens the entry, looks through its
 * photos, rejects it with a reason, comments, and downloads the filtered list as a ZIP with the media.
 */
import { readFileSync } from 'node:fs';
import yauzl from 'yauzl';
import { sendEntry } from './admin-contest-data.ts';
import { expect, test } from './fixtures.ts';

// Nothing here is offline: no service worker, whose precaching would only slow the test down.
test.use({ serviceWorkers: 'block' });

const zipNames = (file: string) =>
  new Promise<string[]>((resolve, reject) =>
    yauzl.fromBuffer(readFileSync(file), { lazyEntries: false }, (err, zip) => {
      if (err) return reject(err);
      const names: string[] = [];
      zip.on('entry', (e: yauzl.Entry) => names.push(e.fileName));
      zip.on('end', () => resolve(names));
    }),
  );

test('an admin filters contest entries, views the photos, rejects with a reason, comments and downloads the ZIP', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.goto('/en');
  const name = `Aigul Review ${Date.now() % 100000}`;
  const entry = await sendEntry(page, baseURL!, 'national-crafts', name);
  await page.addInitScript((s) => {
    localStorage.setItem('qaryzsyz.token', JSON.stringify(s.token));
    localStorage.setItem('qaryzsyz.user', JSON.stringify(s.user));
  }, entry.admin);

  await page.goto('/en/admin/contest');
  await page.getByLabel('Nomination').selectOption({ label: entry.nomination.title });
  await expect(page).toHaveURL(new RegExp(`nomination_id=${entry.nomination.id}`));
  const rows = page.getByTestId('contest-row');
  await expect(rows.first()).toBeVisible();
  // The unfiltered page may still show until the filtered one arrives.
  await expect
    .poll(async () => (await rows.allTextContents()).filter((text) => !text.includes(entry.nomination.title)))
    .toEqual([]);
  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/en/admin/contest/${entry.id}$`));
  await expect(page.getByTestId('contest-answers')).toContainText('Family members in production');

  // The photo viewer: open the first, the arrow key and "Next" move on, Escape closes.
  await expect(page.getByTestId('photo-thumb')).toHaveCount(2);
  await page.getByTestId('photo-thumb').first().click();
  const viewer = page.getByTestId('photo-viewer');
  await expect(viewer).toHaveAttribute('data-index', '0');
  await expect(viewer.getByRole('img')).toHaveAttribute('alt', /photo 1 of 2/);
  await expect(viewer.locator('img')).toHaveJSProperty('complete', true);
  expect(await viewer.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  await page.keyboard.press('ArrowRight');
  await expect(viewer).toHaveAttribute('data-index', '1');
  await page.getByRole('button', { name: 'Next photo' }).click();
  await expect(viewer).toHaveAttribute('data-index', '0');
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(page.getByTestId('contest-document')).toContainText('declaration.pdf');

  // Rejecting needs a reason; with one, the history shows it.
  const status = page.getByTestId('contest-status');
  await status.getByLabel('New status').selectOption({ label: 'Rejected' });
  await status.getByRole('button', { name: 'Change status' }).click();
  await expect(status.getByText('Give the reason for rejection.')).toBeVisible();
  await status.getByLabel('Reason').fill('The packaging photo is blurred');
  await status.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByTestId('contest-current-status')).toHaveText('Rejected');
  await expect(page.getByTestId('history-row').last()).toContainText('The packaging photo is blurred');

  const comments = page.getByTestId('contest-comments');
  await comments.getByLabel('Comment').fill('Ask for a sharper photo next year');
  await comments.getByRole('button', { name: 'Add the comment' }).click();
  await expect(comments.getByTestId('comment')).toHaveText(/Ask for a sharper photo next year/);

  await page.getByRole('link', { name: 'Back to the list' }).click();
  await page.getByLabel('Nomination').selectOption({ label: entry.nomination.title });
  const download = page.waitForEvent('download');
  await page.getByTestId('export-zip').click();
  const names = await zipNames(await (await download).path());
  expect(names).toContain('index.xlsx');
  expect(names.filter((n) => n.startsWith(`${entry.id}/`)).sort()).toEqual([
    `${entry.id}/declaration_file-3-declaration.pdf`,
    `${entry.id}/logo_images-1-logo.jpg`,
    `${entry.id}/package_images-2-pack.jpg`,
  ]);
});
