import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{src,api,db,sw,tests}/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    // Cheap password hashes in tests only: see scryptLogN in api/lib/password.ts.
    env: { SCRYPT_LOG_N: '10' },
    // Both cores of a two-core CI machine (vitest's default leaves one idle): each file has its own database.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
