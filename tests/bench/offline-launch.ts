/**
 * Figure 2b: opening the app again with the network off. First visit online, wait until the service
 * worker controls the page (shell and chunks precached), go offline, open the home page in a new tab
 * and time from navigation start until the home heading is visible.
 */
import { startServer } from '../support/server.ts';
import { launchBrowser } from './chromium.ts';
import type { Figure } from './figure.ts';

const RUNS = 3;

export async function offlineLaunch(): Promise<Figure[]> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext();
    const first = await context.newPage();
    await first.goto(`${server.url}/`);
    await first.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    });
    await first.locator('h1').first().waitFor();
    await context.setOffline(true);
    await first.close();

    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const page = await context.newPage();
      await page.goto(`${server.url}/`, { waitUntil: 'commit' });
      // performance.now() counts from this navigation's start; polled every frame.
      const handle = await page.waitForFunction(
        () => {
          const h = document.querySelector('h1');
          return h && h.checkVisibility() && h.textContent?.trim() ? performance.now() : false;
        },
        undefined,
        { polling: 'raf', timeout: 15_000 },
      );
      times.push((await handle.jsonValue()) as number);
      await page.close();
    }
    times.sort((a, b) => a - b);
    return [
      {
        name: 'offline.repeat-launch',
        value: times[Math.floor(RUNS / 2)]! / 1000,
        unit: 's',
        compare: { label: 'budget', value: 1 },
        note: `median of ${RUNS} (${times.map((t) => Math.round(t)).join(', ')} ms), no network`,
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
