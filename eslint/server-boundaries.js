/**
 * The server's import boundaries, checked on resolved paths (import-x/no-restricted-paths), so a
 * relative path, however written, cannot slip past them:
 *
 * - Infrastructure (api/lib, api/sync, api/middleware, api/context.ts, api/config.ts, db/) never
 *   imports a domain folder: the sync engine gets its mutations and pull sources from api/app.ts.
 * - contract/ stays pure zod: the browser bundles it. No db, hono, drizzle, Node, or api code.
 * - A domain (every other folder of api/) never imports another domain's internals. What a domain
 *   offers the others is the list in OFFERS below: a few named modules of queries and rules (who may
 *   see a flow, the one-applicant-per-IIN rule, the KATO check). Anything else stays private; to share
 *   more, add the module here, where the reviewer sees it.
 * - Only the composition roots (api/server.ts, start.ts, app.ts, mutations.ts, pull-sources.ts, reads.ts
 *   and the read workers' entry read-worker.ts) see every domain; nothing imports them but each other and
 *   tests. api/ never imports tests/.
 * - No import cycle in api/ or db/.
 */
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

const INFRASTRUCTURE = ['lib', 'sync', 'middleware', 'schemas'];

/** The modules a domain lets other domains import, by file name. */
export const OFFERS = {
  // The import writes agro applications by the same rules and shape as agro.apply (ADR 093).
  agro: ['create-application.ts'],
  // Readiness, /metrics and the admin dashboard show the backup state (issue 32).
  backup: ['status.ts'],
  auth: ['public-user.ts', 'issue-session.ts'],
  // A public consultation request opens a case; the lawyer statistics count cases; the files route lets
  // a case's lawyer read the case's documents and purges removed documents' files (file-access.ts); the admin
  // dashboard counts cases with no next step by the lawyer's day's own rule (list-query.ts).
  consultations: ['create-case.ts', 'report.ts', 'file-access.ts', 'list-query.ts'],
  // Courses show uploaded covers and videos with their low variants (video-variants.ts, ADR 100).
  content: ['contacts.ts', 'video-variants.ts'],
  flows: ['access.ts', 'roster-change.ts', 'status.ts'],
  imports: ['template.ts'],
  // The account lists course and training certificates (ADR 115); a training application's status
  // change issues or revokes its certificate in the same transaction (ADR 125).
  learning: ['certificate-list.ts', 'certificate-training.ts'],
  // The import of units and price lists finds buildings and units and keeps unit history as the catalogue does (ADR 106).
  property: ['unit-import.ts'],
  reference: ['kato-check.ts', 'kato-names.ts'],
  // The import registers people as the tablet does, superseding an IIN only a self-registration holds (ADR 133).
  registration: ['applicants.ts', 'supersede.ts'],
};

export const DOMAINS = readdirSync('api', { withFileTypes: true })
  .filter((d) => d.isDirectory() && !INFRASTRUCTURE.includes(d.name))
  .map((d) => d.name);

const ROOTS = [
  './api/server.ts',
  './api/start.ts',
  './api/app.ts',
  './api/mutations.ts',
  './api/pull-sources.ts',
  './api/reads.ts',
  './api/read-worker.ts',
];
const domainPaths = DOMAINS.map((d) => `./api/${d}`);

const zones = [
  {
    // The demo seed scripts (db/seed-demo*.ts) are command-line entry points, like api/start.ts.
    target: ['./api/lib', './api/sync', './api/middleware', './api/context.ts', './api/config.ts', './db/schema'],
    from: domainPaths,
    message: 'Infrastructure never imports a domain: pass what it needs in from api/app.ts.',
  },
  {
    target: './db/!(seed-demo*).ts',
    from: domainPaths,
    message: 'db/ never imports a domain.',
  },
  {
    target: './contract',
    from: ['./api', './db', './src', './sw'],
    message: 'contract/ is the pure zod contract shared by the browser, the worker and the server.',
  },
  ...DOMAINS.flatMap((target) =>
    DOMAINS.filter((from) => from !== target).map((from) => ({
      target: `./api/${target}`,
      from: `./api/${from}`,
      except: (OFFERS[from] ?? []).map((file) => `./${file}`),
      message: `A domain takes from another only what it offers (eslint/server-boundaries.js OFFERS.${from}).`,
    })),
  ),
  {
    target: ['./api/*/**', './api/!(server|start|app|mutations|pull-sources|reads|read-worker|*.test).ts', './db/**'],
    from: ROOTS,
    message: 'Only the composition roots see every domain; nothing imports them.',
  },
  {
    // Unit tests next to their module may use tests/support; the code they test may not.
    target: ['./api/**/!(*.test).ts', './db/**/!(*.test).ts'],
    from: './tests',
    message: 'api/ and db/ never import tests/.',
  },
];

export default [
  {
    files: ['api/**/*.ts', 'db/**/*.ts', 'contract/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['contract/**/*.ts'],
    ignores: ['contract/**/*.test.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['hono', 'hono/*', '@hono/*', 'drizzle-orm', 'drizzle-orm/*', 'better-sqlite3', 'sharp'],
              message: 'contract/ is the pure zod contract shared with the browser.',
            },
          ],
        },
      ],
    },
  },
];
