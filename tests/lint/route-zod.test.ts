/**
 * Route definitions load with the first page (only components and loaders are split off), so whatever a
 * route file imports at its top counts against the first route's JavaScript budget. zod alone is about
 * 25 KB gzip: no route file may reach it through the shared schemas.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const routeFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? routeFiles(join(dir, e.name)) : e.name.endsWith('.tsx') ? [join(dir, e.name)] : [],
  );

/** Value imports (not `import type`) of a module, resolved to files. */
const valueImports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^import (?!type )[^;]*? from '([^']+)';/gms)].map((m) => m[1]!);

/** Whether `file` reaches zod through its value imports inside contract/. */
function reachesZod(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  return valueImports(file).some(
    (spec) =>
      spec === 'zod' ||
      spec.startsWith('zod/') ||
      (spec.startsWith('.') && reachesZod(resolve(dirname(file), spec), seen)),
  );
}

describe('route definitions', () => {
  it('import no shared schema that brings zod into the first route', () => {
    const offenders = routeFiles('src/routes').flatMap((route) =>
      valueImports(route)
        .filter((spec) => spec.includes('/contract/'))
        .filter((spec) => reachesZod(resolve(dirname(route), spec)))
        .map((spec) => `${route}: ${spec}`),
    );
    expect(offenders).toEqual([]);
  });
});
