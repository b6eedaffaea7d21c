/**
 * Fails the build when the first route (the entry chunk and its static imports: what every visitor on 2G
 * downloads before the first paint, DESIGN.md's 120 KiB) carries code that only later work needs: the
 * outbox engine and Dexie, the API layer, zod and the form library, the service-worker helper, the
 * formatjs polyfills, the message catalogs. One static import of a lazy module pulls all of it back in;
 * ADR 122 says where each is loaded instead.
 */
import type { Plugin, Rolldown } from 'vite';

// Vite's own copy of Rolldown's types: no second, undeclared rolldown to keep in step with Vite's.
type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

export const LATER: { what: string; test: RegExp }[] = [
  { what: 'Dexie (after the first render)', test: /[\\/]node_modules[\\/](dexie|dexie-react-hooks)[\\/]/ },
  { what: 'the outbox engine (src/lib/sync-start.ts, after the first render)', test: /[\\/]src[\\/]sync[\\/]/ },
  {
    what: 'the API layer (lazy loaders, src/lib/restore-session.ts only with a stored session)',
    test: /[\\/]src[\\/]lib[\\/](api|api-client|db|sync-client|sync-start|warm-content|restore-session)\.ts$/,
  },
  { what: "hono's typed client (page loaders)", test: /[\\/]node_modules[\\/]hono[\\/]/ },
  { what: 'zod and the forms (their pages)', test: /[\\/]node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/ },
  {
    what: 'the service worker helper and toasts (after the first render)',
    test: /[\\/]node_modules[\\/](workbox-window|react-toastify)[\\/]/,
  },
  {
    what: 'formatjs polyfills (only where the browser lacks the data)',
    test: /[\\/]node_modules[\\/]@formatjs[\\/]intl-(pluralrules|numberformat|datetimeformat|localematcher)[\\/]/,
  },
  { what: 'a message catalog (one lazy chunk per language)', test: /[\\/]locales[\\/][a-z]{2}\.json$/ },
];

const isChunk = (c: OutputBundle[string]): c is OutputChunk => c.type === 'chunk';

/** The chunks loaded before the first render: every entry and its static imports. */
export function firstRouteChunks(bundle: OutputBundle): OutputChunk[] {
  const byName = new Map(
    Object.values(bundle)
      .filter(isChunk)
      .map((c) => [c.fileName, c]),
  );
  const found = new Map<string, OutputChunk>();
  const visit = (file: string) => {
    const chunk = byName.get(file);
    if (!chunk || found.has(file)) return;
    found.set(file, chunk);
    chunk.imports.forEach(visit);
  };
  [...byName.values()].filter((c) => c.isEntry).forEach((c) => visit(c.fileName));
  return [...found.values()];
}

/** Modules of the first route that should load later, each with what it is. */
export function misplaced(bundle: OutputBundle): { id: string; chunk: string; what: string }[] {
  return firstRouteChunks(bundle).flatMap((chunk) =>
    chunk.moduleIds.flatMap((id) => {
      const rule = LATER.find((r) => r.test.test(id));
      return rule ? [{ id, chunk: chunk.fileName, what: rule.what }] : [];
    }),
  );
}

export function firstRouteGuard(): Plugin {
  return {
    name: 'qaryzsyz:first-route-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const found = misplaced(bundle);
      if (!found.length) return;
      // One chain of static importers inside the first route, so whoever added the import finds it.
      const first = new Set(firstRouteChunks(bundle).flatMap((c) => c.moduleIds));
      const chain = (id: string) => {
        const path = [id];
        for (let at = id; path.length < 12;) {
          const importers = this.getModuleInfo(at)?.importers ?? [];
          const by = importers.find((i) => first.has(i)) ?? importers[0];
          if (!by || path.includes(by)) break;
          path.push((at = by));
        }
        return path.map((p) => p.replace(/^.*?[\\/](src|api|node_modules)[\\/]/, '$1/')).join(' ← ');
      };
      this.error(
        `the first route carries what should load later:\n${found
          .slice(0, 10)
          .map((f) => `- ${f.what}: ${chain(f.id)}`)
          .join('\n')}`,
      );
    },
  };
}
