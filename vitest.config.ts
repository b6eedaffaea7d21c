import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{src,api,db,sw,tests}/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    // Cheap password hashes in tests only: see scryptLogN in api/lib/password.ts.
    env: { SCRYPT_LOG_N: '10' },
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
