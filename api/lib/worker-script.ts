/**
 * The script a worker thread starts from. Run from the TypeScript sources (development, tests) a worker
 * boots the tsx loader and then its entry (ts-worker.mjs); in the built server each worker entry is its
 * own bundle beside the server's (`dist-server/<name>.mjs`, scripts/build-server.ts), started directly:
 * no TypeScript compiler in every thread's memory.
 */
import { basename } from 'node:path';

declare const __SERVER_BUNDLE__: boolean | undefined;
const BUNDLED = typeof __SERVER_BUNDLE__ !== 'undefined' && __SERVER_BUNDLE__;

const BOOT = new URL('./ts-worker.mjs', import.meta.url);

export function workerScript(entry: URL): URL {
  return BUNDLED ? new URL(`./${basename(entry.pathname, '.ts')}.mjs`, import.meta.url) : BOOT;
}
