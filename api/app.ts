/**
 * The API: one Hono app composed of one sub-app per resource. Tests call `createApp(...).request()`
 * against a temporary database; api/server.ts adds the built PWA and a port.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Db } from '../db/client.ts';
import type { Config } from './config.ts';
import type { AppEnv } from './context.ts';
import { translator } from './lib/i18n.ts';
import { authenticate } from './middleware/auth.ts';
import { localeMiddleware } from './middleware/locale.ts';
import { authRoutes } from './routes/auth.ts';
import { commonData } from './routes/common-data.ts';
import { fileRoutes } from './routes/files.ts';
import { flowRoutes } from './routes/flows.ts';
import { publicRoutes } from './routes/public.ts';
import { syncRoutes } from './routes/sync.ts';
import { mutations } from './sync/mutations.ts';
import { pullSources } from './sync/pull-sources.ts';
import type { AnyMutation } from './sync/registry.ts';
import { DEFAULT_LOCALE } from './schemas/locale.ts';

const JSON_LIMIT = 1024 * 1024;

function clientIp(c: Context, config: Config) {
  if (config.trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local'; // app.request() in tests has no socket
  }
}

export interface AppDeps {
  db: Db;
  config: Config;
  /** Extra mutations, for tests only. */
  extraMutations?: AnyMutation[];
}

export function createApp({ db, config, extraMutations = [] }: AppDeps) {
  const app = new Hono<AppEnv>();

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    }),
  );
  app.use('/api/*', async (c, next) => {
    c.set('db', db);
    c.set('config', config);
    c.set('ip', clientIp(c, config));
    await next();
  });
  app.use('/api/*', localeMiddleware, authenticate);
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: JSON_LIMIT,
      onError: (c) => c.json({ message: translator(DEFAULT_LOCALE)('errors.too_large'), code: 'too_large' }, 413),
    }),
  );

  app.notFound((c) =>
    c.json({ message: (c.var.t ?? translator(DEFAULT_LOCALE))('errors.not_found'), code: 'not_found' }, 404),
  );
  app.onError((err, c) => {
    const t = c.var.t ?? translator(DEFAULT_LOCALE);
    if (err instanceof HTTPException)
      return c.json({ message: err.message || t('errors.server'), code: 'http_error' }, err.status);
    console.error(err);
    return c.json({ message: t('errors.server'), code: 'server_error' }, 500);
  });

  const routes = app
    .get('/api/health', (c) => c.json({ data: { ok: true } }))
    .route('/api', authRoutes(config))
    .route('/api/common_data', commonData)
    .route('/api/public', publicRoutes)
    .route('/api/sync', syncRoutes([...mutations, ...extraMutations], pullSources))
    .route('/api/files', fileRoutes(db, config))
    .route('/api/flows', flowRoutes);
  return routes;
}

export type AppType = ReturnType<typeof createApp>;
