/**
 * Serves the built PWA next to the API on one port. Hashed assets are immutable; the shell, the
 * manifest and the service worker are revalidated so an update is seen on the next visit.
 */
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { AppEnv } from './context.ts';

export function serveBuiltApp(app: Hono<AppEnv>, distDir: string) {
  const root = relative(process.cwd(), distDir) || '.';
  const indexFile = join(distDir, 'index.html');
  app.use(
    '/assets/*',
    serveStatic({
      root,
      precompressed: true, // the build's .br/.gz copies (vite.config.ts): nothing is compressed per request
      onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    return serveStatic({ root, precompressed: true, onFound: (_p, ctx) => ctx.header('Cache-Control', 'no-cache') })(
      c,
      next,
    );
  });
  // Every other page URL gets the app shell; the router decides what exists. Never for /api/.
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/') || !existsSync(indexFile)) return c.notFound();
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexFile, 'utf8'));
  });
}
