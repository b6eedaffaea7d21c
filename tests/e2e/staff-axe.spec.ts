/**
 * axe over every staff page: each section the admin's menu offers (the widest menu), opened as the
 * admin in Kazakh, with no serious or critical finding. The stories check the screen they end on; this
 * walks the pages they pass on the way.
 */
import { ROLES } from '../../contract/roles.ts';
import { sectionsFor } from '../../src/features/admin-shell/sections.ts';
import { axeProblems, expect, test } from './fixtures.ts';
import { signedInAs } from './signed-in.ts';

test.use({ serviceWorkers: 'block' });

const slugs = sectionsFor(ROLES.admin).map((s) => s.slug);
const halves = [slugs.slice(0, Math.ceil(slugs.length / 2)), slugs.slice(Math.ceil(slugs.length / 2))];

for (const [i, half] of halves.entries())
  test(`axe finds nothing serious on the staff pages, part ${i + 1}: ${half.join(', ')}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 768 });
    await signedInAs(page, 'admin');
    const found: string[] = [];
    await page.goto('/kk/admin');
    // Through the side menu, as staff move: one page load, then the app's own navigation.
    for (const slug of half) {
      const link = page.getByTestId('admin-nav').locator(`a[data-section="${slug}"]`);
      const href = (await link.getAttribute('href'))!;
      await link.click();
      // A workplace outside /admin (registering a person) opens a draft of its own: `?draft=…`.
      await expect(page).toHaveURL(new RegExp(`${href}(\\?|$)`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Lists have loaded (no spinner) before the page is judged.
      await expect(page.locator('.list-state[role="status"]')).toHaveCount(0);
      found.push(...(await axeProblems(page)).map((p) => `/admin/${slug}: ${p}`));
    }
    expect(found).toEqual([]);
  });
