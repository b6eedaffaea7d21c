/**
 * Lint, including DESIGN.md's import boundaries. The browser's (lib and components → features → routes; a
 * feature never imports another; src/ reaches the server only through contract/ and `import type` of
 * api/app.ts; src/sync and sw stay framework-free for the service worker; no cycle) are resolved-path zones in
 * eslint/client-boundaries.js, each proved by tests/lint/client-boundaries.test.ts; contract/ stays pure zod.
 */
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import serverBoundaries from './eslint/server-boundaries.js';
import clientBoundaries from './eslint/client-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
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
  ...clientBoundaries,
  {
    files: ['sw/**'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['contract/**'],
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
              message: 'contract/ is the pure zod contract shared with the browser.',
            },
          ],
        },
      ],
    },
  },
  ...serverBoundaries,
);
