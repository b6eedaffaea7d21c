/**
 * The API: one Hono app composed of one sub-app per resource. Tests call `createApp(...).request()`
 * against a temporary database; api/server.ts adds the built PWA and a port.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { answer, notFound, tooLarge } from './lib/problem.ts';
import { asProblem } from './lib/as-problem.ts';
import { secureHeaders } from 'hono/secure-headers';
import type { Db } from '../db/client.ts';
import type { Config } from './config.ts';
import type { AppEnv } from './context.ts';
import { clientIp } from './lib/client-ip.ts';
import { requestLog } from './middleware/request-log.ts';
import { opsRoutes } from './ops/routes.ts';
import { createDownloadTickets } from './lib/download-tickets.ts';
import { inlineScriptHashes } from './lib/inline-scripts.ts';
import { createPasswordChecks } from './lib/password-checks.ts';
import { authenticate } from './middleware/auth.ts';
import { localeMiddleware } from './middleware/locale.ts';
import { noStoreWhenSignedIn } from './middleware/no-store.ts';
import { accountRoutes } from './account/routes.ts';
import { agroRoutes } from './agro/routes.ts';
import { publicSurveyRoutes } from './surveys/public-routes.ts';
import { surveyRoutes } from './surveys/routes.ts';
import { caseRoutes } from './consultations/routes.ts';
import { learningAdmin } from './learning/admin-routes.ts';
import { learnerRoutes } from './learning/learner-routes.ts';
import { learningReports } from './learning/report-routes.ts';
import { learningReviews } from './learning/review-routes.ts';
import { verifyRoutes } from './learning/verify-routes.ts';
import { propertyLeadRoutes } from './property/lead-routes.ts';
import { publicPropertyRoutes } from './property/public-routes.ts';
import { propertyItemRoutes } from './property/item-routes.ts';
import { propertyRoutes } from './property/routes.ts';
import { propertySlotRoutes } from './property/slot-routes.ts';
import { applicationRoutes } from './applications/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { commonData } from './reference/routes.ts';
import { contentAdminRoutes, contentPreviewRoutes } from './content/routes.ts';
import { contestAccount, publicContest } from './contest/routes.ts';
import { contestAdmin } from './contest/admin-routes.ts';
import { contestReview } from './contest/review-routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { downloadTicketRoutes } from './downloads/routes.ts';
import { fileRoutes } from './files/routes.ts';
import { flowRoutes } from './flows/routes.ts';
import { catoFlowRoutes } from './flows/cato-flows.ts';
import { importRoutes } from './imports/routes.ts';
import { publicRoutes } from './content/public-routes.ts';
import { publicReportRoutes } from './reports/public-routes.ts';
import { reportRoutes } from './reports/routes.ts';
import { publicRegionStats, regionStatsAdmin } from './region-stats/routes.ts';
import { requestRoutes } from './requests/routes.ts';
import { registrationRoutes } from './registration/routes.ts';
import { syncRoutes } from './sync/routes.ts';
import { uploadRoutes } from './content/upload-routes.ts';
import { CONTENT_TYPE_NAMES, CONTENT_TYPES } from '../contract/content-types.ts';
import { userLogRoutes } from './user-logs/routes.ts';
import { userRoutes } from './users/routes.ts';
import { mutations } from './mutations.ts';
import { pullSources } from './pull-sources.ts';
import { createReadPool } from './lib/read-pool.ts';
import { readsOn, type Reads, type Streams } from './reads.ts';
import type { AnyMutation } from './sync/registry.ts';

const JSON_LIMIT = 1024 * 1024;
const UPLOAD_PATHS = ['/api/file-upload', '/api/compress-file-upload', '/api/imports'];

export interface AppDeps {
  db: Db;
  config: Config;
  /** Extra mutations, for tests only. */
  extraMutations?: AnyMutation[];
}

export function createApp({ db, config, extraMutations = [] }: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', requestLog);
  const passwordChecks = createPasswordChecks(config.loginLimit);
  const reads = createReadPool<Reads, Streams>({
    entry: new URL('./read-worker.ts', import.meta.url),
    file: db.$client.name,
    size: db.$client.memory ? 0 : config.readWorkers,
    inline: readsOn(db),
  });
  const downloadTickets = createDownloadTickets();

  // The pixel's origin only when a deployment configured one (ADR 107); the page loads it only after consent.
  const pixel = config.socialPixel ? [config.socialPixel.origin] : [];
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(config.distDir), ...pixel],
        styleSrc: ["'self'"],
        // A map tile source only when the deployment configures one (MAP_TILE_URL; ADR 104); the pixel likewise (ADR 107).
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.mapTiles ? [config.mapTiles.origin] : []), ...pixel],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", ...pixel],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        // The gallery's video links play in these two players' private embeds (ADR 092); no other frame.
        frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    }),
  );
  // Scripts, styles, pages and JSON travel gzip-compressed: on 2G that is most of the page's load time.
  app.use('*', compress({ encoding: 'gzip', threshold: 1024 }));
  app.use('/api/*', async (c, next) => {
    c.set('db', db);
    c.set('config', config);
    c.set('ip', clientIp(c, config.trustProxy));
    c.set('passwordChecks', passwordChecks);
    c.set('reads', reads);
    c.set('downloadTickets', downloadTickets);
    await next();
  });
  app.use('/api/*', localeMiddleware, authenticate, noStoreWhenSignedIn);
  const jsonLimit = bodyLimit({
    maxSize: JSON_LIMIT,
    onError: () => {
      throw tooLarge();
    },
  });
  // Uploads set their own, larger limit (api/content/upload-routes.ts).
  app.use('/api/*', (c, next) => (UPLOAD_PATHS.includes(c.req.path) ? next() : jsonLimit(c, next)));

  app.notFound((c) => answer(c, notFound()));
  app.onError((err, c) => answer(c, asProblem(err, db.$client)));

  const routes = app
    .route('/', opsRoutes(db, config, reads.stats))
    .route('/api', authRoutes(config))
    .route('/api', registrationRoutes(config))
    .route('/api', accountRoutes)
    .route('/api/common_data', commonData)
    .route('/api/cato_flows', catoFlowRoutes)
    .route('/api/public', publicRoutes)
    .route('/api/users', userRoutes)
    .route('/api/user-logs', userLogRoutes)
    .route('/api/admin', dashboardRoutes)
    .route('/api/public/contest', publicContest)
    .route('/api/contest/account', contestAccount(config))
    .route('/api/contest/applications', contestReview)
    .route('/api/contest', contestAdmin)
    .route(
      '/api/sync',
      syncRoutes([...Object.values(mutations), ...extraMutations], pullSources, config.anonymousPush, config.backup),
    )
    .route('/api/files', fileRoutes(db, config))
    .route('/api/download-tickets', downloadTicketRoutes)
    .route('/api/requests', requestRoutes)
    .route('/api/flows', flowRoutes)
    .route('/api/applications', applicationRoutes)
    .route('/api/agro', agroRoutes)
    .route('/api/surveys', surveyRoutes)
    .route('/api/public/surveys', publicSurveyRoutes)
    .route('/api/consultations', caseRoutes)
    .route('/api/courses', learningAdmin)
    .route('/api/courses', learningReports)
    .route('/api/courses', learningReviews)
    .route('/api/learn', learnerRoutes)
    .route('/api/public/verify', verifyRoutes)
    .route('/api/property/leads', propertyLeadRoutes)
    .route('/api/property/slots', propertySlotRoutes)
    .route('/api/property', propertyRoutes)
    .route('/api/property', propertyItemRoutes)
    .route('/api/public/property', publicPropertyRoutes)
    .route('/api', uploadRoutes)
    .route('/api', contentPreviewRoutes)
    .route('/api/reports', reportRoutes)
    .route('/api/public/reports', publicReportRoutes)
    .route('/api/public/region-stats', publicRegionStats)
    .route('/api/region-stats', regionStatsAdmin)
    .route('/api/imports', importRoutes);
  for (const type of CONTENT_TYPE_NAMES) routes.route(`/api/${CONTENT_TYPES[type].path}`, contentAdminRoutes(type));
  return routes;
}

export type AppType = ReturnType<typeof createApp>;
/** The `/api/<type>` content routes are registered in a loop, so AppType cannot name them; clients type them with this. */
export type ContentAdminType = ReturnType<typeof contentAdminRoutes>;
