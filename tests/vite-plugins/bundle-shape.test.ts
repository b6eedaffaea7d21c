/**
 * preload-deps.ts, first-paint-preload.ts and first-route-guard.ts read Rolldown's output bundle as Vite
 * hands it to plugins: each chunk's `type`, `fileName`, `isEntry`, `imports`, `dynamicImports`, `moduleIds`,
 * and Vite's `viteMetadata.importedCss`. A real (small) Vite build is made here and those plugins' own
 * functions run on it, so an upgrade of Vite or Rolldown that renames or drops one of them fails here.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstRouteChunks, misplaced } from '../../vite-plugins/first-route-guard.ts';
import { preloadDeps } from '../../vite-plugins/preload-deps.ts';

let root: string;
let bundle: Rolldown.OutputBundle;
const deps = preloadDeps();

beforeAll(async () => {
  // Inside the project, so the build resolves packages from its node_modules.
  mkdirSync(resolve('node_modules/.cache'), { recursive: true });
  root = mkdtempSync(resolve('node_modules/.cache/bundle-shape-'));
  const file = (name: string, text: string) => writeFileSync(join(root, name), text);
  file('index.html', '<!doctype html><script type="module" src="./main.ts"></script>');
  file('main.ts', "import { shared } from './shared.ts';\nshared();\nvoid import('./page.ts');\n");
  file('shared.ts', 'export const shared = () => document.title;\n');
  file('page.ts', "import './page.css';\nimport { shared } from './shared.ts';\nexport default shared;\n");
  file('page.css', 'body { color: red }\n');
  const capture: Plugin = {
    name: 'capture',
    generateBundle: { order: 'post', handler: (_o, b) => void (bundle = b) },
  };
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [deps.plugin, capture],
    build: { write: false, modulePreload: { resolveDependencies: deps.resolveDependencies } },
  });
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const chunks = () => Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
const chunkOf = (name: string) => chunks().find((c) => c.moduleIds.some((id) => id.endsWith(name)))!;

describe('the bundle Vite hands to our plugins', () => {
  it('names each chunk, its entry flag, static and dynamic imports and its modules', () => {
    const entry = chunkOf('main.ts');
    expect(entry).toMatchObject({ type: 'chunk', isEntry: true });
    expect(entry.fileName).toMatch(/\.js$/);
    expect(entry.dynamicImports).toContain(chunkOf('page.ts').fileName);
    expect(entry.moduleIds.some((id) => id.endsWith('shared.ts'))).toBe(true);
  });

  it("carries each chunk's stylesheet in viteMetadata.importedCss", () => {
    const page = chunkOf('page.ts') as Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };
    expect([...(page.viteMetadata?.importedCss ?? [])].some((f) => f.endsWith('.css'))).toBe(true);
  });

  it('lets the first-route guard find the first route and judge it', () => {
    expect(firstRouteChunks(bundle).map((c) => c.fileName)).toContain(chunkOf('main.ts').fileName);
    expect(misplaced(bundle)).toEqual([]);
  });

  it('lets the preload lists leave out what the entry has loaded', () => {
    const entry = chunkOf('main.ts').fileName;
    expect(deps.resolveDependencies('page.js', [entry, 'x.js'], { hostType: 'js' })).toEqual(['x.js']);
    expect(deps.resolveDependencies('index.html', [entry], { hostType: 'html' })).toEqual([entry]);
  });
});
