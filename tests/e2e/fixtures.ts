import { test as base, expect, type Page } from '@playwright/test';

export const test = base.extend({
  // The server is started by global-setup on a port chosen at run time.
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the object pattern
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
});
export { expect };

/** Waits until the service worker controls the page, i.e. the app shell and chunks are precached. */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
  });
}
