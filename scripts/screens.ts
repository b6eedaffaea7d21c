/**
 * `npm run screens`: a picture of each role's workplace at 390×844 (phone) and 1366×768 (laptop), in
 * Kazakh and Chinese, into docs/screens/, so a reader of the docs sees what was built. It uses the built app
 * (`npm run build` first), a fresh database with the demo accounts and content (db/seed-demo.ts), the real
 * server and the system Chromium. Each person signs in once through the API; `/admin` then sends every
 * role to its own workplace, as after the sign-in page. The site's stack ends with Noto Sans SC, which a
 * phone sold in China has; a build machine may not, so the Chinese pictures are given the @fontsource copy
 * (the one the certificates embed) as a web font, every slice loaded before the picture is taken.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { findChromium } from '../tests/support/chromium-path.ts';
import { startServer } from '../tests/support/server.ts';

const OUT = 'docs/screens';
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
];
const LANGS = ['kk', 'zh'] as const;

const FONT_PATH = '/__screens-font/';
const fontDir = dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-sc/400.css'));
// The class is set once every slice has loaded: a new font-family makes Chromium shape all text again, where
// text shaped while its slice was on the way would keep its boxes.
const fontCss = `${readFileSync(join(fontDir, '400.css'), 'utf8').replaceAll('url(./files/', `url(${FONT_PATH}`)}
html.screens-font, html.screens-font * { font-family: 'Noto Sans SC', sans-serif !important; }`;

/** Serves the font's slices from node_modules and waits until every one is loaded, so no glyph is a box. */
async function withChineseFont(page: Page) {
  await page.route(`**${FONT_PATH}*`, (route) => {
    const name = new URL(route.request().url()).pathname.slice(FONT_PATH.length);
    // Same origin as the app, so its CSP (style-src and font-src 'self') lets both in.
    return name === 'font.css'
      ? route.fulfill({ body: fontCss, contentType: 'text/css' })
      : route.fulfill({ path: join(fontDir, 'files', name) });
  });
  return async () => {
    await page.addStyleTag({ url: `${FONT_PATH}font.css` });
    await page.evaluate(async () => {
      await Promise.all([...document.fonts].filter((f) => f.family.includes('Noto Sans SC')).map((f) => f.load()));
      await document.fonts.ready;
      document.documentElement.classList.add('screens-font');
    });
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'qaryzsyz-screens-'));
const seeded = execFileSync(process.execPath, ['--import', 'tsx', 'db/seed-demo.ts'], {
  env: { ...process.env, DATA_DIR: dataDir, SCRYPT_LOG_N: '10' },
  encoding: 'utf8',
});
// "  operator  phone 77010000002  password xyz": the accounts the demo seed printed.
const accounts = [...seeded.matchAll(/^\s+(\w+)\s+phone (\d+)\s+password (\S+)$/gm)].map(
  ([, role, phone, password]) => ({
    role: role!,
    phone: phone!,
    password: password!,
  }),
);
if (accounts.length !== 6) throw new Error(`expected six demo accounts, got:\n${seeded}`);

const server = await startServer({ dataDir });
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu'],
});
mkdirSync(OUT, { recursive: true });
try {
  for (const { role, phone, password } of accounts) {
    const res = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone, password }),
    });
    if (!res.ok) throw new Error(`${role}: sign-in answered ${res.status}`);
    const { data } = (await res.json()) as { data: { token: string; user: unknown } };
    for (const lang of LANGS)
      for (const viewport of VIEWPORTS) {
        // No service worker: the font slices are answered by the page's route, which a worker would bypass.
        const context = await browser.newContext({
          viewport,
          locale: lang === 'zh' ? 'zh-CN' : 'kk-KZ',
          serviceWorkers: 'block',
        });
        await context.addInitScript(
          ([token, user]) => {
            localStorage.setItem('qaryzsyz.token', JSON.stringify(token));
            localStorage.setItem('qaryzsyz.user', JSON.stringify(user));
          },
          [data.token, data.user] as const,
        );
        const page = await context.newPage();
        const fontReady = lang === 'zh' ? await withChineseFont(page) : undefined;
        await page.goto(`${server.url}/${lang}/admin`);
        await page.waitForLoadState('networkidle');
        await fontReady?.();
        const file = join(OUT, `${role}-${lang}-${viewport.width}x${viewport.height}.png`);
        await page.screenshot({ path: file });
        console.log(`${file}  (${page.url().replace(server.url, '')})`);
        await context.close();
      }
  }
} finally {
  await browser.close();
  await server.stop();
}
