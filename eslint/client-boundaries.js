/**
 * The browser's import boundaries (DESIGN.md), checked on resolved file paths rather than import strings so a
 * nested folder or a `../..` chain cannot slip past: lib and components → features → routes; a feature never
 * imports another; src/ reaches the server only through contract/ (and `import type` of api/app.ts);
 * src/sync and sw stay framework-free because the service worker runs them; no import cycle.
 * Bare package names (react, zod) never resolve into src/, so those bans stay `no-restricted-imports`.
 */
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const zones = [
  {
    target: ['src/lib', 'src/components'],
    from: ['src/features', 'src/routes'],
    message: 'lib and components come before features and routes.',
  },
  ...features.map((f) => ({
    target: `src/features/${f}`,
    from: 'src/features',
    except: [`./${f}`],
    message: 'A feature does not import another feature: move the shared part to lib or components.',
  })),
  { target: 'src/features', from: 'src/routes', message: 'A feature does not import a route.' },
  {
    target: ['src', 'sw'],
    from: 'api',
    except: ['./app.ts'],
    message: 'The browser uses the server only through contract/ (and `import type` of api/app.ts).',
  },
  { target: ['src', 'sw'], from: 'db', message: 'The browser never imports the database layer.' },
  {
    target: 'src/sync',
    from: 'src',
    except: ['./sync'],
    message: 'src/sync is framework-free (the service worker runs it): it may use only src/sync and contract/.',
  },
  {
    target: 'sw',
    from: 'src',
    except: ['./sync'],
    message: 'The service worker may use src/sync and workbox only.',
  },
];

const appTypeOnly = {
  group: ['**/api/app.ts'],
  allowTypeImports: true,
  message: 'Only `import type` of api/app.ts.',
};
const react = ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-intl', 'dexie-react-hooks', '@tanstack/*'];
const restrict = (...patterns) => ['error', { patterns: [appTypeOnly, ...patterns] }];

export default [
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without it import-x cannot parse a TypeScript dependency, and no-cycle silently sees no edges.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'sw/tsconfig.json'],
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': restrict(),
    },
  },
  {
    // Every route definition (params, search) is in the first page's JavaScript; zod there costs ~25 KiB gzip.
    files: ['src/routes/**', 'src/main.tsx'],
    rules: {
      'no-restricted-imports': restrict({
        group: ['zod', 'zod/*'],
        message: 'Route definitions load with the first page: check params and search with src/lib/route-search.ts.',
      }),
    },
  },
  {
    files: ['src/sync/**'],
    rules: {
      'no-restricted-imports': restrict({
        group: react,
        message: 'src/sync is framework-free: the service worker runs it too.',
      }),
    },
  },
  {
    files: ['sw/**'],
    rules: {
      'no-restricted-imports': restrict({
        regex: '^(?!workbox-|\\.)',
        message: 'The service worker may use src/sync and workbox only.',
      }),
    },
  },
];
