import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Serious and critical axe findings on the page, one line each (rule, then the first offending nodes). */
export async function axeProblems(page: Page): Promise<string[]> {
  // A toast or a panel still fading in has half its final contrast: judge the page once it has settled.
  await page.evaluate(() =>
    Promise.race([
      Promise.allSettled(
        document
          .getAnimations()
          // A spinner turns forever: only what ends is waited for.
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished),
      ),
      new Promise((r) => setTimeout(r, 3_000)),
    ]),
  );
  // Violations only: collecting the passes and the incomplete checks costs a third of the run.
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

/**
 * A home page drawn at build time (ADR 127) fires `load` before the app has started (it starts once the page
 * is painted). The stories expect the app running when `goto` or `reload` returns, as on every other page:
 * on a drawn page they wait until React holds the root. A navigation meanwhile (the app reloading itself)
 * ends the wait.
 */
async function appStarted(page: Page) {
  await page
    .waitForFunction(
      () =>
        !document.documentElement.hasAttribute('data-drawn') ||
        Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__react')),
    )
    .catch(() => undefined);
}

export const test = base.extend<{ axe: void }>({
  // The server is started by global-setup on a port chosen at run time.
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the object pattern
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appStarted(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appStarted(page);
      return response;
    };
    await use(page);
  },
  // Every story ends with an accessibility check of the screen it left the person on.
  axe: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed() || !page.url().startsWith('http')) return;
      expect(await axeProblems(page), `axe on ${page.url()}`).toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * Waits until the service worker controls the page and has saved every file this person needs: it controls
 * a first visit's page before the rest has arrived (ADR 141), and says OFFLINE_READY when it has it all.
 */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    await new Promise<void>((resolve) => {
      navigator.serviceWorker.addEventListener('message', (e: MessageEvent) => {
        if ((e.data as { type?: string } | null)?.type === 'OFFLINE_READY') resolve();
      });
      navigator.serviceWorker.controller!.postMessage({ type: 'CACHE_REST' });
    });
  });
}
