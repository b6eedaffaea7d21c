/**
 * The build refuses a first route that carries what loads later (vite-plugins/first-route-guard.ts):
 * these cases are the imports that have crept in before — Dexie through a shell component, hono's
 * client through a route's loader helper, a catalog through a static import.
 */
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { misplaced } from '../../vite-plugins/first-route-guard.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) =>
  ({ type: 'chunk', fileName, moduleIds, imports, isEntry }) as unknown as OutputChunk;

const bundle = (...chunks: OutputChunk[]): OutputBundle => Object.fromEntries(chunks.map((c) => [c.fileName, c]));

const shell = ['/app/src/main.tsx', '/app/node_modules/react-dom/client.js', '/app/src/lib/intl.ts'];

describe('the first route', () => {
  it('may hold the shell, the router and react-intl', () => {
    expect(
      misplaced(
        bundle(chunk('index.js', shell, ['routes.js'], true), chunk('routes.js', ['/app/src/routes/__root.tsx'])),
      ),
    ).toEqual([]);
  });

  it('may not hold Dexie, the outbox, hono, zod or a catalog, even in a chunk the entry imports', () => {
    const found = misplaced(
      bundle(
        chunk('index.js', shell, ['routes.js'], true),
        chunk('routes.js', [
          '/app/node_modules/dexie/dist/dexie.mjs',
          '/app/src/sync/outbox.ts',
          '/app/node_modules/hono/dist/client/client.js',
          '/app/node_modules/zod/v4/classic/schemas.js',
          '/app/locales/kk.json',
        ]),
      ),
    );
    expect(found.map((f) => f.id)).toEqual([
      '/app/node_modules/dexie/dist/dexie.mjs',
      '/app/src/sync/outbox.ts',
      '/app/node_modules/hono/dist/client/client.js',
      '/app/node_modules/zod/v4/classic/schemas.js',
      '/app/locales/kk.json',
    ]);
  });

  it('leaves lazy chunks alone', () => {
    const lazy = chunk('db.js', ['/app/node_modules/dexie/dist/dexie.mjs', '/app/src/sync/db.ts']);
    expect(misplaced(bundle(chunk('index.js', shell, [], true), lazy))).toEqual([]);
  });
});
