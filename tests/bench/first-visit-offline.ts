/**
 * Issue 33.15: a visitor's phone on the planning link (400 kbps, 300 ms round trip) opens the site once.
 * Timed from the first request until the page says "ready to work offline" (the files this person needs
 * are saved, ADR 141), then checked for real: network off, pages this person uses open from the device.
 * Held against the physical limit for the bytes that crossed the link: bytes × 8 / 400 kbps plus the round
 * trips no client can avoid (connection, page, its scripts, the worker, its downloads: 5 × 300 ms).
 */
import { startServer } from '../support/server.ts';
import { launchBrowser } from './chromium.ts';
import { KiB, type Figure } from './figure.ts';
import { startWireCounter } from './wire-counter.ts';

const KBPS = 400;
const RTT_MS = 300;
const UNAVOIDABLE_RTTS = 5;
/** Pages a visitor uses that need no server data to draw their heading. */
const OFFLINE_PAGES = ['/ru/', '/ru/calculators'];

export async function firstVisitOffline(): Promise<Figure[]> {
  const server = await startServer();
  const link = await startWireCounter(server.port, { kbps: KBPS, rttMs: RTT_MS });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ locale: 'ru-RU' });
    const page = await context.newPage();
    const started = performance.now();
    await page.goto(`${link.url}/ru/`, { waitUntil: 'commit', timeout: 300_000 });
    await page.getByTestId('offline-ready').waitFor({ timeout: 300_000 });
    const seconds = (performance.now() - started) / 1000;
    const bytes = link.take().down;
    await context.setOffline(true);
    const failed: string[] = [];
    for (const path of OFFLINE_PAGES) {
      const offline = await context.newPage();
      const ok = await offline
        .goto(`${link.url}${path}`)
        .then(() => offline.locator('h1').first().waitFor({ timeout: 15_000 }))
        .then(
          () => true,
          () => false,
        );
      if (!ok) failed.push(path);
      await offline.close();
    }
    const limit = (bytes * 8) / (KBPS * 1000) + (UNAVOIDABLE_RTTS * RTT_MS) / 1000;
    const note = `${Math.round(bytes / KiB)} KiB over ${KBPS} kbps / ${RTT_MS} ms; limit = bytes×8/${KBPS} kbps + ${UNAVOIDABLE_RTTS} RTTs`;
    if (failed.length)
      return [
        {
          name: 'offline.first-visit-ready',
          value: null,
          unit: 's',
          note: `${note}; offline after "ready", ${failed.join(', ')} did not open`,
        },
      ];
    return [
      {
        name: 'offline.first-visit-ready',
        value: seconds,
        unit: 's',
        compare: { label: 'limit', value: limit },
        maxRatio: 1.5,
        note,
      },
    ];
  } finally {
    await browser.close();
    await link.close();
    await server.stop();
  }
}
