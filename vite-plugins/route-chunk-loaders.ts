/**
 * Every route definition loads with the first page, and with each lazy page import Vite writes the list
 * of chunks to fetch alongside it (one round trip instead of one per level of imports): about 200 lists,
 * 6 KB gzip, that no first paint uses. This moves the page imports, and so their lists, into one lazy
 * chunk (`virtual:route-chunks`): a route's `import('…?tsr-split=…')` becomes
 * `import('virtual:route-chunks').then((c) => c.load(n))`. The app fetches that chunk once the first page
 * is up (src/main.tsx); a deep link's first page gets it with the entry (first-paint-preload.ts). Pages
 * that first paints wait for keep their direct import.
 */
import MagicString from 'magic-string';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

export const ROUTE_CHUNKS = 'virtual:route-chunks';
const RESOLVED = `\0${ROUTE_CHUNKS}`;
export const SPLIT_IMPORT = /import\((['"])([^'"?]+)\?tsr-split=([^'"&]+)\1\)/g;
// TanStack's split groups as vite.config.ts configures them; a new one fails the build until listed here.
export const KINDS = ['component---loader', 'errorComponent', 'notFoundComponent', 'pendingComponent'];

/** The route modules the generated route tree imports: each passes through `transform` exactly once. */
export function routeFiles(routeTree: string): string[] {
  const dir = dirname(routeTree);
  const specs = [...readFileSync(routeTree, 'utf8').matchAll(/^import .* from '(\.\/routes\/[^']+)'$/gm)];
  return specs.map((m) => resolve(dir, `${m[1]}.tsx`)).sort();
}

export function routeChunkLoaders(opts: { routeTree: string; keep: RegExp }): Plugin {
  // Numbered by file and split kind, not by the order of transforms: the same sources give the same chunks.
  let files: string[] = [];
  let expected = new Set<string>();
  let seen = new Set<string>();
  let specs = new Map<number, string>();
  let allSeen: () => void = () => undefined;
  let ready: Promise<void> = Promise.resolve();
  let build = false;
  let routeTree = opts.routeTree;
  return {
    name: 'qaryzsyz:route-chunk-loaders',
    enforce: 'post',
    configResolved(config) {
      build = config.command === 'build';
      routeTree = resolve(config.root, opts.routeTree);
    },
    buildStart() {
      if (!build) return;
      files = routeFiles(routeTree);
      expected = new Set(files);
      seen = new Set();
      specs = new Map();
      ready = new Promise((done, fail) => {
        allSeen = done;
        // A route file the tree names but the build never reaches would otherwise hang the build.
        const timer = setTimeout(() => {
          const missing = [...expected].filter((f) => !seen.has(f));
          fail(new Error(`route files never transformed: ${missing.join(', ')}`));
        }, 120_000);
        timer.unref();
      });
      // Only `load` reports it: a build that never imports the chunk must not die of an unheard rejection.
      ready.catch(() => undefined);
    },
    resolveId(id) {
      return id === ROUTE_CHUNKS ? RESOLVED : null;
    },
    async load(id) {
      if (id !== RESOLVED) return null;
      // The dev server imports each page directly: nothing to warm.
      if (!build) return 'export const load = () => Promise.resolve();\n';
      // Its content is every page import, known once every route module has been transformed.
      await ready;
      const loaders = [...specs]
        .sort(([a], [b]) => a - b)
        .map(([n, spec]) => `  ${n}: () => import(${JSON.stringify(spec)}),`)
        .join('\n');
      return `const chunks = {\n${loaders}\n};\nexport const load = (n) => chunks[n]();\n`;
    },
    transform(code, id) {
      if (!build || id.includes('?') || !expected.has(id)) return null;
      const s = new MagicString(code);
      for (const m of code.matchAll(SPLIT_IMPORT)) {
        const [whole, , file, kind] = m as unknown as [string, string, string, string];
        const spec = `${file}?tsr-split=${kind}`;
        if (opts.keep.test(spec)) continue;
        const k = KINDS.indexOf(kind);
        if (k < 0 || !expected.has(file)) this.error(`${id}: unexpected page import ${spec}`);
        const n = files.indexOf(file) * KINDS.length + k;
        specs.set(n, spec);
        s.overwrite(m.index, m.index + whole.length, `import('${ROUTE_CHUNKS}').then((c) => c.load(${n}))`);
      }
      seen.add(id);
      if (seen.size === expected.size) allSeen();
      return s.hasChanged() ? { code: s.toString(), map: s.generateMap({ hires: 'boundary' }) } : null;
    },
  };
}
