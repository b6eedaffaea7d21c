/**
 * Staff lists on a 390×844 phone: the shared admin table becomes a card per row, so the page does not
 * scroll sideways and each row's button (the expert's red "delete") is on the screen; the lawyer's
 * statistics and case report fit too. On a 1366×768 laptop the same lists stay tables.
 */
import type { Page } from '@playwright/test';
import { createNews, signInAdmin, useAdminSession } from './content-helpers.ts';
import { expect, test } from './fixtures.ts';
import { createUser } from './registration-helpers.ts';

test.use({ serviceWorkers: 'block' });

/** How far the page reaches past the screen's right edge (0 when nothing makes it scroll sideways). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A news item with a long title, as real ones are, so the card has to wrap it. */
async function longNews(request: Parameters<typeof signInAdmin>[0]) {
  const { token } = await signInAdmin(request);
  const title = `Ауылдық округтердегі қаржылық сауаттылық бойынша оқытудың қорытындылары ${Date.now()}`;
  await createNews(request, token, { title: { kk: title }, body: { kk: '<p>Мәтін</p>' }, published: true });
  return title;
}

test.describe('on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the expert’s news list is a card per item: no sideways scroll, the delete button on the screen', async ({
    page,
    request,
  }) => {
    const title = await longNews(request);
    await useAdminSession(page, request, await createUser('expert'));
    await page.goto('/kk/admin/news');
    const card = page.getByTestId('admin-news-list').locator('tbody tr').filter({ hasText: title });
    await expect(card).toBeVisible();
    expect(await sideways(page)).toBe(0);
    const remove = card.getByRole('button', { name: 'Жою' });
    await expect(remove).toBeInViewport();
    const box = (await remove.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // Each value is under its column's name, since the header row is not drawn.
    await expect(card.locator('td').nth(1)).toHaveAttribute('data-label', 'Жарияланған');
  });

  test('the lawyer’s statistics fit the screen', async ({ page, request }) => {
    await useAdminSession(page, request, await createUser('lawyer'));
    await page.goto('/kk/admin/reports?tab=statistics');
    await expect(page.getByTestId('lawyer-stats-table').locator('tbody tr').first()).toBeVisible();
    expect(await sideways(page)).toBe(0);
  });

  test('the admin’s consultations report fits the screen', async ({ page, request }) => {
    await useAdminSession(page, request);
    await page.goto('/kk/admin/consultations');
    await expect(
      page
        .getByTestId('cases-report')
        .getByTestId('cases-report-table')
        .or(page.getByTestId('cases-report').getByTestId('list-empty')),
    ).toBeVisible();
    expect(await sideways(page)).toBe(0);
  });
});

test.describe('on a 1366×768 laptop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });
  test('the news list stays a table with its header row', async ({ page, request }) => {
    const title = await longNews(request);
    await useAdminSession(page, request, await createUser('expert'));
    await page.goto('/kk/admin/news');
    await expect(page.getByTestId('admin-news-list').locator('tbody tr').filter({ hasText: title })).toBeVisible();
    await expect(page.getByTestId('admin-news-list').locator('thead')).toBeVisible();
    expect(await sideways(page)).toBe(0);
  });
});
