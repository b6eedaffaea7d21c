/**
 * Figure 2a: Lighthouse 12's mobile preset (simulated Slow 4G, 4× CPU slowdown) on the built home page
 * served by the real server: LCP, CLS and TBT against DESIGN.md's budgets, and the performance score.
 */
import { launch } from 'chrome-launcher';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
    const report = join(tmpdir(), 'qaryzsyz-lighthouse.json');
    writeFileSync(report, JSON.stringify(run.lhr));
    console.error(`  full Lighthouse report: ${report}`);
    const { audits, categories, runtimeError, configSettings } = run.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    const num = (id: string) => {
      const v = audits[id]?.numericValue;
      if (v === undefined) throw new Error(`Lighthouse gave no ${id}`);
      return v;
    };
    // Which element the figure is about, so whoever fixes it knows where to look.
    const topNode = (id: string) => {
      const items = (audits[id]?.details as { items?: { node?: { selector?: string } }[] } | undefined)?.items ?? [];
      const find = (xs: unknown[]): string | undefined => {
        for (const x of xs as { node?: { selector?: string }; items?: unknown[] }[]) {
          if (x.node?.selector) return x.node.selector;
          const inner = x.items && find(x.items);
          if (inner) return inner;
        }
      };
      return find(items);
    };
    const preset = `${configSettings.formFactor}, ${configSettings.throttlingMethod} ${configSettings.throttling.rttMs} ms RTT / ${Math.round(configSettings.throttling.throughputKbps)} kbps, ${configSettings.throttling.cpuSlowdownMultiplier}× CPU`;
    return [
      {
        name: 'lighthouse.lcp',
        value: num('largest-contentful-paint') / 1000,
        unit: 's',
        compare: { label: 'budget', value: 2.5 },
        note: `${preset}; element: ${topNode('largest-contentful-paint-element') ?? 'unknown'}`,
      },
      {
        name: 'lighthouse.cls',
        value: num('cumulative-layout-shift'),
        unit: '',
        compare: { label: 'budget', value: 0.05 },
        note: `largest shift: ${topNode('layout-shifts') ?? 'none'}`,
      },
      { name: 'lighthouse.tbt', value: num('total-blocking-time'), unit: 'ms' },
      { name: 'lighthouse.performance', value: Math.round((categories.performance?.score ?? 0) * 100), unit: '/ 100' },
    ];
  } finally {
    chrome.kill();
    await server.stop();
  }
}
