/**
 * Serves the built PWA next to the API on one port. Hashed assets are immutable; the shell, the
 * manifest and the service worker are revalidated so an update is seen on the next visit.
 */
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { AppEnv } from './context.ts';
import { prerenderedHome } from './lib/prerendered-home.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A built file, as the build compressed it (brotli and gzip copies, vite.config.ts): nothing is compressed per
 * request. The caching header goes on the answer itself: serveStatic's `onFound` runs after the answer is made.
 */
function builtFile(root: string, cacheControl: string, pick?: (path: string) => string | undefined) {
  const handler: MiddlewareHandler<AppEnv> = async (c, next) => {
    const file = pick?.(c.req.path);
    const res = await serveStatic({ root, precompressed: true, ...(file && { path: file }) })(c, next);
    // Not found, serveStatic hands over to `next` and answers what that gave (not a Response of its own).
    if (res instanceof Response) res.headers.set('Cache-Control', cacheControl);
    return res;
  };
  return handler;
}

export function serveBuiltApp(app: Hono<AppEnv>, distDir: string) {
  const root = relative(process.cwd(), distDir) || '.';
  const indexFile = join(distDir, 'index.html');
  app.use('/assets/*', builtFile(root, IMMUTABLE));
  // The home page drawn at build time paints before the JavaScript arrives (ADR 127).
  const page = builtFile(root, 'no-cache', (path) => prerenderedHome(distDir, path));
  app.use('*', async (c, next) => (c.req.path.startsWith('/api/') ? next() : page(c, next)));
  // Every other page URL gets the app shell; the router decides what exists. Never for /api/.
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/') || !existsSync(indexFile)) return c.notFound();
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexFile, 'utf8'));
  });
}
