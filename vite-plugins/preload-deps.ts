/**
 * Vite lists, next to every lazy import, the chunks to fetch with it (so a page's chunks come in one
 * round trip, not one per level of imports). Those lists sit in the route definitions, which every
 * visitor loads first; chunks the first route has already loaded need no naming there.
 */
import type { Plugin, Rolldown } from 'vite';

// Vite's own copy of Rolldown's types: no second, undeclared rolldown to keep in step with Vite's.
type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

export function preloadDeps() {
  let loaded = new Set<string>();
  const plugin: Plugin = {
    name: 'qaryzsyz:preload-deps',
    apply: 'build',
    generateBundle: {
      // Before vite:build-import-analysis writes the lists.
      order: 'pre',
      handler(_options, bundle: OutputBundle) {
        const chunks = new Map(
          Object.values(bundle)
            .filter((c): c is OutputChunk => c.type === 'chunk')
            .map((c) => [c.fileName, c]),
        );
        loaded = new Set();
        const visit = (file: string) => {
          if (loaded.has(file)) return;
          loaded.add(file);
          chunks.get(file)?.imports.forEach(visit);
        };
        [...chunks.values()].filter((c) => c.isEntry).forEach((c) => visit(c.fileName));
      },
    },
  };
  // The HTML's own list (the entry's imports) stays whole: that is what starts them with the entry.
  const resolveDependencies = (_file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
    hostType === 'html' ? deps : deps.filter((d) => !loaded.has(d));
  return { plugin, resolveDependencies };
}
