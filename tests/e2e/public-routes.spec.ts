import { expect, test } from './fixtures.ts';
import { PUBLIC_ROUTES } from './public-routes.ts';

for (const route of PUBLIC_ROUTES)
  test(`/${route.path} renders in all four languages with every message present`, async ({ page }) => {
    const missing: string[] = [];
    page.on('console', (m) => m.text().startsWith('[intl]') && missing.push(m.text()));
    for (const locale of ['kk', 'ru', 'en', 'zh']) {
      await page.goto(`/${locale}/${route.path}`);
      await expect(page.getByTestId(route.testId)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      // The list has loaded (no spinner) and did not fail.
      await expect(page.locator('.list-state[role="status"]')).toHaveCount(0);
      await expect(page.locator('.list-error')).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    }
    expect(missing).toEqual([]);
  });
