/**
 * Figure 4: a generated 12 MP JPEG through the app's own compressor (src/lib/image-compress.ts and its
 * worker, bundled by Vite as the app bundles them) in Chromium: bytes out, time, longest main-thread task.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview } from 'vite';
import { freePort } from '../support/server.ts';
import { launchBrowser } from './chromium.ts';
import { KiB, type Figure } from './figure.ts';
import { compressGeneratedPhoto } from './photo-page.ts';

export async function photo({ root }: { root: string }): Promise<Figure[]> {
  const module = join(root, 'src/lib/image-compress.ts');
  if (!existsSync(module)) return [{ name: 'photo', value: null, unit: '', note: 'compressor not on main yet' }];

  const dir = mkdtempSync(join(tmpdir(), 'qaryzsyz-photo-'));
  const outDir = join(dir, 'dist');
  writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="./entry.ts"></script>');
  writeFileSync(join(dir, 'entry.ts'), `import * as m from ${JSON.stringify(module)};\nwindow.__compressor = m;\n`);
  await build({ configFile: false, root: dir, logLevel: 'error', build: { outDir, target: 'es2022' } });
  const port = await freePort();
  const server = await preview({
    configFile: false,
    root: dir,
    logLevel: 'error',
    build: { outDir },
    preview: { port, host: '127.0.0.1', strictPort: true },
  });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    // tsx names functions with an `__name` helper that does not exist in the page the code is sent to.
    await page.addInitScript('globalThis.__name = (f) => f');
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => '__compressor' in window);
    const run = await page.evaluate(compressGeneratedPhoto);
    const longest = Math.max(0, ...run.longTasks);
    return [
      {
        name: 'photo.bytes-out',
        value: run.bytesOut / KiB,
        unit: 'KiB',
        compare: { label: 'budget', value: 300 },
        note: `4000×3000 JPEG of ${(run.bytesIn / KiB / KiB).toFixed(1)} MiB in, ${run.width}×${run.height} out`,
      },
      { name: 'photo.time', value: run.ms / 1000, unit: 's' },
      {
        name: 'photo.longest-main-thread-task',
        value: longest,
        unit: 'ms',
        compare: { label: 'budget', value: 100 },
        note: run.longTasks.length
          ? `${run.longTasks.length} task(s) ≥ 50 ms while compressing`
          : 'no main-thread task ≥ 50 ms (the Long Tasks threshold) while compressing',
      },
    ];
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  }
}
