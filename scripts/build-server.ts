/**
 * Builds the server for `npm start`: the Hono app and each worker thread's entry as plain ES modules in
 * `dist-server/` (packages stay in node_modules). A process started from the bundle carries no TypeScript
 * compiler in its own or its workers' memory — at 750,000 applicants the export's memory budget (300 MB
 * for the whole process) depends on it — and starts in a fraction of the time. Development and the unit
 * tests keep running the sources through tsx.
 */
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${root}dist-server`;
rmSync(outdir, { recursive: true, force: true });

await build({
  absWorkingDir: root,
  // One bundle per entry: a worker loads only what its own reads need.
  entryPoints: {
    server: 'api/server.ts',
    'read-worker': 'api/read-worker.ts',
    'sheet-worker': 'api/imports/sheet-worker.ts',
    'google-import-worker': 'api/surveys/google-import-worker.ts',
    'checkpoint-worker': 'api/checkpoint-worker.ts',
    'backup-worker': 'api/backup/backup-worker.ts',
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // api/lib/worker-script.ts starts each worker from its bundle beside this one.
  define: { __SERVER_BUNDLE__: 'true' },
  logLevel: 'warning',
});
console.log('server built into dist-server/');
