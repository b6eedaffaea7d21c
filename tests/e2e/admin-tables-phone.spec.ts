/**
 * The admin tables that list a page's rows in one go (region statistics, surveys, courses, a building's
 * units…) draw the same shared table as the paged lists: on a 390×844 phone a card per row, each value
 * under its column's name and the row's button on the screen; on a laptop a table with its header row.
 */
import type { Page } from '@playwright/test';
import { useAdminSession } from './content-helpers.ts';
import { expect, test } from './fixtures.ts';

test.use({ serviceWorkers: 'block' });

/** How far the page reaches past the screen's right edge (0 when nothing makes it scroll sideways). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const abai = (page: Page) => page.getByTestId('region-stats-row').filter({ hasText: 'Abai Region' });

test.describe('on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the region statistics are a card per region: no sideways scroll, its Edit button on the screen', async ({
    page,
    request,
  }) => {
    await useAdminSession(page, request);
    await page.goto('/en/admin/region-stats');
    const card = abai(page);
    await expect(card).toBeVisible();
    expect(await sideways(page)).toBe(0);
    const edit = card.getByRole('button', { name: 'Edit Abai Region' });
    await edit.scrollIntoViewIfNeeded();
    await expect(edit).toBeInViewport();
    const box = (await edit.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // The header row is not drawn: each value is under its column's name.
    await expect(card.locator('td').first()).toHaveAttribute('data-label', 'Districts');
  });
});

test.describe('on a 1366×768 laptop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('the region statistics stay a table with its header row', async ({ page, request }) => {
    await useAdminSession(page, request);
    await page.goto('/en/admin/region-stats');
    await expect(abai(page)).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Population' })).toBeVisible();
    expect(await sideways(page)).toBe(0);
  });
});
