import { defineConfig } from 'vitest/config';

const shared = {
  environment: 'node' as const,
  // Cheap password hashes in tests only: see scryptLogN in api/lib/password.ts.
  env: { SCRYPT_LOG_N: '10' },
  testTimeout: 30_000,
  hookTimeout: 30_000,
};

export default defineConfig({
  test: {
    // Both cores of a two-core CI machine (vitest's default leaves one idle).
    maxWorkers: 2,
    projects: [
      {
        // Server tests each make their own app on their own database file, so they share one module
        // graph per worker: importing the whole API once instead of once per file halves the run.
        test: {
          ...shared,
          name: 'server',
          include: ['{api,contract,db,tests}/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'node_modules/**'],
          isolate: false,
        },
      },
      {
        // Device tests install fake-indexeddb and module-level Dexie instances: each file gets its own.
        test: { ...shared, name: 'device', include: ['{src,sw}/**/*.test.{ts,tsx}'], isolate: true },
      },
    ],
  },
});
