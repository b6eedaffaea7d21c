/**
 * Lint, including DESIGN.md's import boundaries: lib and components → features → routes; a feature
 * never imports another; src/ reaches the server only through api/schemas (and `import type` of
 * api/app.ts); api/schemas stays pure zod; src/sync stays framework-free for the service worker.
 */
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import serverBoundaries from './eslint/server-boundaries.js';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const serverOnly = {
  group: ['**/api/**', '!**/api/schemas', '!**/api/schemas/**', '!**/api/app.ts', '**/db/**'],
  message: 'src/ may use the server only through api/schemas (and import type of api/app.ts).',
};
const appTypeOnly = { group: ['**/api/app.ts'], allowTypeImports: true, message: 'Only `import type` of api/app.ts.' };
const restrict = (...patterns) => ['error', { patterns: [serverOnly, appTypeOnly, ...patterns] }];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'src/route-tree.gen.ts',
      'db/migrations/**',
      'test-results/**',
      'dev-dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/refs': 'off' },
  },
  {
    files: ['src/lib/**', 'src/components/**'],
    rules: {
      'no-restricted-imports': restrict({
        group: ['**/features/**', '**/routes/**'],
        message: 'lib and components come before features and routes.',
      }),
    },
  },
  ...features.map((f) => ({
    files: [`src/features/${f}/**`],
    rules: {
      'no-restricted-imports': restrict(
        { group: ['**/routes/**'], message: 'A feature does not import a route.' },
        {
          regex: `^\\.\\./(?!${f}/)[^./][^/]*/|/features/(?!${f}/)`,
          message: 'A feature does not import another feature.',
        },
      ),
    },
  })),
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
        group: ['react', 'react-dom', '**/features/**', '**/components/**', '**/routes/**'],
        message: 'src/sync is framework-free: the service worker runs it too.',
      }),
    },
  },
  {
    files: ['sw/**'],
    languageOptions: { globals: { ...globals.serviceworker } },
    rules: {
      'no-restricted-imports': restrict({
        group: ['react', 'react-dom', '**/features/**', '**/components/**', '**/routes/**', '**/lib/**'],
        message: 'The service worker may use src/sync and workbox only.',
      }),
    },
  },
  {
    files: ['api/schemas/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/db/**',
                '**/lib/**',
                '**/routes/**',
                '**/middleware/**',
                'hono',
                'hono/*',
                'node:*',
                'drizzle-orm',
                'drizzle-orm/*',
                'better-sqlite3',
              ],
              message: 'api/schemas is the pure zod contract shared with the browser.',
            },
          ],
        },
      ],
    },
  },
  ...serverBoundaries,
);
