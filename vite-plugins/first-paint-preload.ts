/**
 * The first paint waits for the page's language catalog, on the home page for the home route's chunk
 * and its stylesheet, on any other page for the lazy chunk of page imports (route-chunk-loaders.ts), and on
 * a browser without the language's formatting data for formatjs' polyfills (src/lib/intl-polyfill); all are
 * only requested once the entry has run. A tiny script in the HTML starts them together with the entry
 * instead, in the language the app will choose (URL prefix, else the last choice on this device, else
 * Kazakh — as src/lib/locale.ts).
 *
 * The script is inline, so it runs while the HTML is parsed rather than a round trip later; the CSP allows
 * it by its hash (api/lib/inline-scripts.ts). It goes in through transformIndexHtml, so it is in index.html
 * before the build writes its brotli and gzip copies (ADR 089): those copies are what browsers are sent.
 */
import type { Plugin, Rolldown } from 'vite';
import { ROUTE_CHUNKS } from './route-chunk-loaders.ts';

// Vite's own copy of Rolldown's types: no second, undeclared rolldown to keep in step with Vite's.
type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const chunks = (bundle: OutputBundle) => Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');

type ViteChunk = OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** The files `start` loads through static imports, and their stylesheets. */
function closure(bundle: OutputBundle, start: string[]) {
  const byName = new Map(chunks(bundle).map((c) => [c.fileName, c as ViteChunk]));
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (file: string) => {
    if (js.has(file)) return;
    js.add(file);
    const chunk = byName.get(file);
    chunk?.viteMetadata?.importedCss.forEach((f) => css.add(f));
    chunk?.imports.forEach(visit);
  };
  start.forEach(visit);
  return { js, css };
}

function preloadMap(bundle: OutputBundle) {
  const entry = closure(
    bundle,
    chunks(bundle)
      .filter((c) => c.isEntry)
      .map((c) => c.fileName),
  );
  const url = (f: string) => `/${f}`;
  // What `start` needs beyond the entry (which the HTML already loads).
  const extra = (start: string) => {
    const { js, css } = closure(bundle, [start]);
    return {
      js: [...js].filter((f) => !entry.js.has(f)).map(url),
      css: [...css].filter((f) => !entry.css.has(f)).map(url),
    };
  };
  const catalogs: Record<string, string[]> = {};
  const polyfills: Record<string, string[]> = {};
  let home = { js: [] as string[], css: [] as string[] };
  let routeChunks: string[] = [];
  for (const chunk of chunks(bundle)) {
    const id = chunk.facadeModuleId ?? '';
    const catalog = /[\\/]locales[\\/]([a-z]{2})\.json$/.exec(id);
    if (catalog) catalogs[catalog[1]!] = extra(chunk.fileName).js;
    const polyfill = /[\\/]intl-polyfill[\\/]data-([a-z]{2})\.ts$/.exec(id);
    if (polyfill) polyfills[polyfill[1]!] = extra(chunk.fileName).js;
    if (/[\\/]routes[\\/]\{-\$locale\}[\\/]index\.tsx\?tsr-split=component/.test(id)) home = extra(chunk.fileName);
    if (id === `\0${ROUTE_CHUNKS}`) routeChunks = extra(chunk.fileName).js;
  }
  // The entry, then what it imports: a drawn page starts them itself, after its first paint.
  const entryFile = chunks(bundle).find((c) => c.isEntry)!.fileName;
  const e = [entryFile, ...[...entry.js].filter((f) => f !== entryFile)].map(url);
  return { c: catalogs, p: polyfills, h: home.js, s: home.css, r: routeChunks, e };
}

// The polyfill test is src/lib/intl-polyfill/ensure-locale-data.ts's: root data names November "M11".
// Stylesheets are only fetched (rel=preload): the route's own loader still inserts and awaits them.
const script = (map: ReturnType<typeof preloadMap>) => `(function (m) {
  var p = location.pathname, s = p.split('/')[1] || '', l = s === 'ch' ? 'zh' : s;
  if (!m.c[l]) try { l = JSON.parse(localStorage.getItem('qaryzsyz.locale')); } catch (e) {}
  if (!m.c[l]) l = 'kk';
  function link(rel, href) {
    var e = document.createElement('link');
    e.rel = rel; e.crossOrigin = ''; e.href = href;
    if (rel === 'preload') e.as = 'style';
    document.head.appendChild(e);
  }
  function modules(files) { files.forEach(function (u) { link('modulepreload', u); }); }
  function start() {
    modules(m.c[l]);
    if (/^\\/((kk|ru|en|zh|ch)\\/?)?$/.test(p)) {
      modules(m.h);
      m.s.forEach(function (u) { link('preload', u); });
    } else modules(m.r);
    // Last: the test's first date format costs the main thread tens of milliseconds on a slow phone.
    try {
      var month = new Intl.DateTimeFormat(l, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 10, 23)));
      if (/^M\\d+$/.test(month)) modules(m.p[l] || []);
    } catch (e) {}
  }
  if (!document.documentElement.hasAttribute('data-drawn')) return start();
  // A page drawn at build time (ADR 127) paints from its HTML and stylesheets. Its scripts are asked for once
  // its first frame is on screen: on a slow link they would share it with the stylesheets, on a slow phone
  // the app's start-up would hold the frame back. A tab opened in the background starts at once.
  var started = false;
  function boot() {
    if (started) return;
    started = true;
    modules(m.e.slice(1));
    start();
    var e = document.createElement('script');
    e.type = 'module'; e.crossOrigin = ''; e.src = m.e[0];
    document.head.appendChild(e);
  }
  if (document.visibilityState === 'visible') requestAnimationFrame(function () { setTimeout(boot, 0); });
  else boot();
  document.addEventListener('visibilitychange', boot);
})(${JSON.stringify(map)});
`;

export function firstPaintPreload(): Plugin {
  return {
    name: 'qaryzsyz:first-paint-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        return html.replace('</title>', `</title>\n    <script>${script(preloadMap(ctx.bundle))}</script>`);
      },
    },
  };
}
