/**
 * vite-plugins/route-chunk-loaders.ts rewrites what TanStack Router's code splitter writes into each route
 * module (`import('…/x.tsx?tsr-split=component---loader')`) and reads the generated route tree's import
 * lines. Both are run here through the installed router plugin's own compiler and the real route tree, so a
 * router upgrade that changes either fails this test, not a build in CI or a page in production.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
// The compiler the router's Vite plugin runs; not in the package's exports map, so reached by its file.
import { compileCodeSplitReferenceRoute } from '../../node_modules/@tanstack/router-plugin/dist/esm/core/code-splitter/compilers.js';
import { KINDS, routeChunkLoaders, routeFiles, SPLIT_IMPORT } from '../../vite-plugins/route-chunk-loaders.ts';

// As vite.config.ts configures the router plugin.
const GROUPINGS = [['loader', 'component'], ['errorComponent'], ['notFoundComponent']];
const ROUTE_TREE = resolve('src/route-tree.gen.ts');
const ROUTE = resolve('src/routes/{-$locale}/learn/index.tsx');

function compiled(file: string): string {
  const code = readFileSync(file, 'utf8');
  const out = compileCodeSplitReferenceRoute({
    code,
    codeSplitGroupings: GROUPINGS,
    targetFramework: 'react',
    filename: file,
    id: file,
    isProduction: true,
    addHmr: false,
  } as Parameters<typeof compileCodeSplitReferenceRoute>[0]);
  return out!.code;
}

const routeSources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? routeSources(join(dir, d.name)) : d.name.endsWith('.tsx') ? [join(dir, d.name)] : [],
  );

describe("the router's output the route-chunk plugin relies on", () => {
  it('a split route imports its page as `?tsr-split=<kind>`, of a kind the plugin knows', () => {
    const imports = [...compiled(ROUTE).matchAll(SPLIT_IMPORT)];
    expect(imports.length).toBeGreaterThan(0);
    for (const [, , file, kind] of imports) {
      expect(file).toBe(ROUTE);
      expect(KINDS).toContain(kind);
    }
  });

  it('the generated route tree names every route file on an import line the plugin reads', () => {
    expect(routeFiles(ROUTE_TREE)).toEqual(routeSources(resolve('src/routes')).sort());
  });

  it("rewrites the router's page import into one numbered load from the shared chunk", async () => {
    const plugin = routeChunkLoaders({ routeTree: 'src/route-tree.gen.ts', keep: /\?never/ }) as Plugin & {
      configResolved(c: object): void;
      buildStart(): void;
      transform(this: object, code: string, id: string): { code: string } | null;
    };
    plugin.configResolved({ command: 'build', root: process.cwd() });
    plugin.buildStart();
    const error = (m: string) => {
      throw new Error(m);
    };
    const out = plugin.transform.call({ error }, compiled(ROUTE), ROUTE);
    expect(out!.code).not.toMatch(SPLIT_IMPORT);
    expect(out!.code).toMatch(/import\('virtual:route-chunks'\)\.then\(\(c\) => c\.load\(\d+\)\)/);
  });
});
