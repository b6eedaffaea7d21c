/**
 * The first paint waits for the page's language catalog and, on the home page, the home route's
 * chunk; both are only requested once the entry has run. A tiny script in the HTML starts them
 * together with the entry instead, in the language the app will choose (URL prefix, else the last
 * choice on this device, else Kazakh — as src/lib/locale.ts). It is a file, not inline, because the
 * CSP allows only scripts from 'self'.
 */
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

const chunks = (bundle: OutputBundle) => Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');

/** Chunks the entry loads anyway (its static imports): no need to name them again. */
function entryFiles(bundle: OutputBundle) {
  const byName = new Map(chunks(bundle).map((c) => [c.fileName, c]));
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    byName.get(file)?.imports.forEach(visit);
  };
  chunks(bundle)
    .filter((c) => c.isEntry)
    .forEach((c) => visit(c.fileName));
  return files;
}

function preloadMap(bundle: OutputBundle) {
  const loaded = entryFiles(bundle);
  const catalogs: Record<string, string[]> = {};
  let home: string[] = [];
  for (const chunk of chunks(bundle)) {
    const id = chunk.facadeModuleId ?? '';
    const catalog = /[\\/]locales[\\/]([a-z]{2})\.json$/.exec(id);
    if (catalog) catalogs[catalog[1]!] = [chunk.fileName];
    if (/[\\/]routes[\\/]\{-\$locale\}[\\/]index\.tsx\?tsr-split=component/.test(id))
      home = [chunk.fileName, ...chunk.imports].filter((f) => !loaded.has(f));
  }
  const url = (f: string) => `/${f}`;
  return {
    c: Object.fromEntries(Object.entries(catalogs).map(([l, files]) => [l, files.map(url)])),
    h: home.map(url),
  };
}

const script = (map: ReturnType<typeof preloadMap>) => `(function (m) {
  var p = location.pathname, s = p.split('/')[1] || '', l = s === 'ch' ? 'zh' : s;
  if (!m.c[l]) try { l = JSON.parse(localStorage.getItem('qaryzsyz.locale')); } catch (e) {}
  if (!m.c[l]) l = 'kk';
  var files = /^\\/((kk|ru|en|zh|ch)\\/?)?$/.test(p) ? m.c[l].concat(m.h) : m.c[l];
  files.forEach(function (u) {
    var e = document.createElement('link');
    e.rel = 'modulepreload'; e.crossOrigin = ''; e.href = u;
    document.head.appendChild(e);
  });
})(${JSON.stringify(map)});
`;

export function firstPaintPreload(): Plugin {
  return {
    name: 'qaryzsyz:first-paint-preload',
    apply: 'build',
    generateBundle: {
      // After vite:build-html has written index.html into the bundle.
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') return;
        const ref = this.emitFile({
          type: 'asset',
          name: 'first-paint-preload.js',
          source: script(preloadMap(bundle)),
        });
        const tag = `<script async src="/${this.getFileName(ref)}"></script>`;
        html.source = String(html.source).replace('</title>', `</title>\n    ${tag}`);
      },
    },
  };
}
