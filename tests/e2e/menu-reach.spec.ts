/**
 * Each role walks its menu: on a 1366×768 desktop every page of the route table it may open is one click
 * away in the side menu (or one more on that section's page), on a 390×844 phone one more, behind "Menu".
 * The clicks are counted as the person makes them; tests/api/menu-reach.test.ts holds the same paths
 * against the route table for every role.
 */
import type { Page } from '@playwright/test';
import type { RoleSlug } from '../../contract/roles.ts';
import { sectionsAllowed } from '../support/section-access.ts';
import { LINKED_FROM, sectionPath } from '../support/staff-routes.ts';
import { useAdminSession } from './content-helpers.ts';
import { expect, test } from './fixtures.ts';
import { createUser } from './registration-helpers.ts';

test.use({ serviceWorkers: 'block' });

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 768, most: 2 },
  { name: 'phone', width: 390, height: 844, most: 3 },
] as const;

const at = (path: string) => new RegExp(`/kk/${path}(\\?|$)`);

/** Opens a section from the menu as the person would; returns the clicks it took. */
async function viaMenu(page: Page, slug: string, phone: boolean) {
  const nav = page.getByTestId('admin-nav');
  let clicks = 0;
  const toggle = nav.getByRole('button', { name: 'Мәзір' });
  // Opened on the page it links to, the menu stays open: no second click on "Menu" then.
  if (phone && (await toggle.getAttribute('aria-expanded')) !== 'true') {
    await toggle.click();
    clicks++;
  }
  const link = nav.locator(`a[data-section="${slug}"]`);
  await link.click();
  await expect(page).toHaveURL(at(sectionPath(slug)));
  // Arrived: the menu marks the page (the router has settled, so the menu's fold state is the new page's).
  await expect(link).toHaveAttribute('aria-current', 'page');
  return clicks + 1;
}

for (const vp of VIEWPORTS)
  for (const role of ['admin', 'operator', 'trainer', 'lawyer', 'expert'] as RoleSlug[])
    test(`on a ${vp.name} the ${role} reaches every page they may open from the menu in ≤ ${vp.most} clicks`, async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000); // the admin's menu has some forty pages
      await page.setViewportSize({ width: vp.width, height: vp.height });
      await useAdminSession(page, request, await createUser(role));
      await page.goto('/kk/admin');
      await expect(page.getByTestId('admin-nav')).toBeVisible();
      const phone = vp.name === 'phone';
      for (const slug of sectionsAllowed(role)) {
        const clicks = await viaMenu(page, slug, phone);
        expect(clicks, slug).toBeLessThanOrEqual(vp.most);
      }
      for (const [child, parent] of Object.entries(LINKED_FROM)) {
        if (!sectionsAllowed(role).includes(parent)) continue;
        const clicks = await viaMenu(page, parent, phone);
        await page.locator(`main a[href$="/${child}"]`).first().click();
        await expect(page).toHaveURL(at(child));
        expect(clicks + 1, child).toBeLessThanOrEqual(vp.most);
      }
      if (role === 'admin') {
        if (phone) await page.getByTestId('admin-nav').getByRole('button', { name: 'Мәзір' }).click();
        await page.getByTestId('admin-nav').locator('.admin-nav-home a').click();
        await expect(page).toHaveURL(at('admin'));
      }
    });
