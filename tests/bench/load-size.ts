/**
 * Figure 1: gzip bytes of what the home page loads before its first render (the entry chunk, its
 * static imports and their CSS, from the Vite manifest; lazy chunks excluded) and of the whole app.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { KiB, type Figure } from './figure.ts';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

// DESIGN.md: the public first route ≤ 120 KiB of JS gzip.
const BUDGET = { label: 'budget' as const, value: 120, unit: 'KiB' };

/** Files loaded by the chunks `start` names, following static imports only (dynamic ones load later). */
function closure(manifest: Record<string, Chunk>, start: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((c) => files.add(c));
    chunk.imports?.forEach(visit);
  };
  start.forEach(visit);
  return [...files];
}

const entries = (manifest: Record<string, Chunk>) => Object.keys(manifest).filter((k) => manifest[k]!.isEntry);

/** The public first route as the budget counts it: the entry chunk, its static imports and their CSS. */
export const firstRouteFiles = (manifest: Record<string, Chunk>) => closure(manifest, entries(manifest));

/** What the home page really waits for: the above, the home route's split chunk and the Kazakh catalog. */
export const homeRenderFiles = (manifest: Record<string, Chunk>) =>
  closure(manifest, [
    ...entries(manifest),
    ...Object.keys(manifest).filter((k) => /routes\/\{-\$locale\}\/index\.tsx/.test(k) || k === 'locales/kk.json'),
  ]);

export function allAppFiles(manifest: Record<string, Chunk>): string[] {
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    files.add(chunk.file);
    chunk.css?.forEach((c) => files.add(c));
  }
  return [...files];
}

export async function loadSize({ root }: { root: string }): Promise<Figure[]> {
  const dist = join(root, 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const gz = (files: string[], ext: string) =>
    files
      .filter((f) => f.endsWith(ext))
      .reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0) / KiB;
  const first = firstRouteFiles(manifest);
  const home = homeRenderFiles(manifest);
  const all = allAppFiles(manifest);
  const context = { compare: BUDGET, judge: false };
  return [
    { name: 'load.first-route.js', value: gz(first, '.js'), unit: 'KiB gzip', compare: BUDGET },
    { name: 'load.first-route.css', value: gz(first, '.css'), unit: 'KiB gzip' },
    { name: 'load.home-with-route-and-catalog.js', value: gz(home, '.js'), unit: 'KiB gzip', ...context },
    { name: 'load.whole-app.js', value: gz(all, '.js'), unit: 'KiB gzip', ...context },
    { name: 'load.whole-app.css', value: gz(all, '.css'), unit: 'KiB gzip' },
  ];
}
