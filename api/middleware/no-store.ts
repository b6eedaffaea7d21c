/**
 * An answer to a signed-in caller carries their personal data (their profile, cases, lists of people), and
 * no cache on the way or on a shared office computer may keep it: `Cache-Control: no-store` unless the route
 * chose its own (reference lists, file downloads). Public content (/api/public/*) keeps its routes' caching,
 * so browsers and the service worker still keep the site for offline reading.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';

export const noStoreWhenSignedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!c.var.user || c.req.path.startsWith('/api/public/') || c.res.headers.has('Cache-Control')) return;
  c.header('Cache-Control', 'no-store');
};
