/**
 * `npm run build`'s step after Vite: the home page in each language, as the app itself draws it on its first
 * render, written into a copy of the shell (`dist/home/<locale>.html`, with brotli and gzip copies). A
 * first visit to `/`, `/ru`… paints the page from the HTML and its stylesheets while the JavaScript is still
 * on its way (on 2G, seconds sooner); the app then renders the same markup over it (ADR 127).
 *
 * The app draws it: the built files run in Chromium (no server: requests are answered from `dist/`, the API
 * is refused as if offline, no service worker), and the page's markup is taken the moment the home page first
 * appears — before anything the app adds after loading. Without a Chromium the step is skipped with a note:
 * the server then sends the plain shell, which is slower to paint but the same page.
 */
import { chromium } from '@playwright/test';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { HOME_DIR, HOME_PATHS, homeFile, ROOT_GUARD } from '../api/lib/prerendered-home.ts';
import { findChromium } from '../tests/support/chromium-path.ts';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const ORIGIN = 'http://prerender.local';
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

interface Snapshot {
  lang: string;
  title: string;
  description: string;
  stylesheets: string[];
  root: string;
}

// Runs in the page before its scripts: the first time the home page is in the document, its markup is kept.
function watchFirstRender() {
  const w = window as unknown as { __snapshot?: Snapshot };
  new MutationObserver((_m, observer) => {
    const root = document.getElementById('root');
    if (!root?.querySelector('[data-testid="home-page"]')) return;
    observer.disconnect();
    w.__snapshot = {
      lang: document.documentElement.lang,
      title: document.title,
      description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '',
      stylesheets: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
        (l) => new URL(l.href).pathname,
      ),
      root: root.innerHTML,
    };
  }).observe(document, { childList: true, subtree: true });
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function page(shell: string, snap: Snapshot) {
  const extraCss = snap.stylesheets
    .filter((href) => href && !shell.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttr(href)}">`)
    .join('');
  // The entry and its imports are started by the first-paint script once the page is painted (ADR 127).
  const entry = /<script type="module" crossorigin src="[^"]+"><\/script>\s*/.exec(shell);
  if (!entry) throw new Error('prerender: the shell has no entry script');
  return shell
    .replace(entry[0], '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(/<html lang="[^"]*"/, `<html data-drawn lang="${escapeAttr(snap.lang)}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(snap.title)}</title>`)
    .replace(/(<meta name="description" content=")[^"]*"/, `$1${escapeAttr(snap.description)}"`)
    .replace('</head>', `${extraCss}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${snap.root}</div><script>${ROOT_GUARD}</script>`);
}

async function prerender(executablePath: string) {
  const shell = readFileSync(join(dist, 'index.html'), 'utf8');
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const out = join(dist, HOME_DIR);
    rmSync(out, { recursive: true, force: true });
    mkdirSync(out);
    for (const segment of HOME_PATHS) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      await context.route('**/*', (route) => {
        const { pathname } = new URL(route.request().url());
        if (pathname.startsWith('/api/')) return route.abort('internetdisconnected');
        const file = normalize(join(dist, pathname));
        const asset = file.startsWith(dist) && extname(file) && existsSync(file);
        return route.fulfill({
          body: asset ? readFileSync(file) : shell,
          contentType: asset ? (TYPES[extname(file)] ?? 'application/octet-stream') : 'text/html',
        });
      });
      await context.addInitScript(watchFirstRender);
      const tab = await context.newPage();
      await tab.goto(`${ORIGIN}/${segment}`);
      const snap = (await tab
        .waitForFunction(() => (window as unknown as { __snapshot?: Snapshot }).__snapshot, null, {
          timeout: 60_000,
        })
        .then((h) => h.jsonValue())) as Snapshot;
      await context.close();
      const html = page(shell, snap);
      const file = join(dist, homeFile(segment));
      writeFileSync(file, html);
      writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
      writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  } finally {
    await browser.close();
  }
}

const executablePath = findChromium();
if (!executablePath) {
  console.log('prerender: no Chromium found (CHROME_PATH or /usr/bin/chromium); the home page is served as the shell');
} else {
  await prerender(executablePath);
  console.log(`prerender: home page written for / and /${HOME_PATHS.filter(Boolean).join(', /')} in dist/${HOME_DIR}/`);
}
