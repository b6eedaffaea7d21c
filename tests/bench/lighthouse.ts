/**
 * Figure 2a: Lighthouse 12's mobile preset (simulated Slow 4G, 4× CPU slowdown) on the built home page
 * served by the real server: LCP, CLS and TBT against DESIGN.md's budgets, and the performance score.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../support/server.ts';
import { CHROME_FLAGS, chromiumPath } from './chromium.ts';
import type { Figure } from './figure.ts';

export async function lighthouseFigures(): Promise<Figure[]> {
  const server = await startServer();
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...CHROME_FLAGS] });
  try {
    // No config: Lighthouse's default is the mobile form factor with simulated Slow 4G throttling.
    const run = await lighthouse(`${server.url}/`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!run) throw new Error('Lighthouse returned no result');
    const { audits, categories, runtimeError, configSettings } = run.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    const num = (id: string) => {
      const v = audits[id]?.numericValue;
      if (v === undefined) throw new Error(`Lighthouse gave no ${id}`);
      return v;
    };
    const preset = `${configSettings.formFactor}, ${configSettings.throttlingMethod} ${configSettings.throttling.rttMs} ms RTT / ${Math.round(configSettings.throttling.throughputKbps)} kbps, ${configSettings.throttling.cpuSlowdownMultiplier}× CPU`;
    return [
      {
        name: 'lighthouse.lcp',
        value: num('largest-contentful-paint') / 1000,
        unit: 's',
        compare: { label: 'budget', value: 2.5 },
        note: preset,
      },
      {
        name: 'lighthouse.cls',
        value: num('cumulative-layout-shift'),
        unit: '',
        compare: { label: 'budget', value: 0.05 },
      },
      { name: 'lighthouse.tbt', value: num('total-blocking-time'), unit: 'ms' },
      { name: 'lighthouse.performance', value: Math.round((categories.performance?.score ?? 0) * 100), unit: '/ 100' },
    ];
  } finally {
    chrome.kill();
    await server.stop();
  }
}
