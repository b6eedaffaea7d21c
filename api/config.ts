/** Server settings from the environment, with the defaults README.md documents. */
import { resolve } from 'node:path';

const num = (v: string | undefined, d: number) => (v && Number.isFinite(Number(v)) ? Number(v) : d);
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  return {
    port: num(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    adminPhone: env.ADMIN_PHONE,
    adminPassword: env.ADMIN_PASSWORD,
    trustProxy: env.TRUST_PROXY === '1',
    session: {
      idleMs: num(env.SESSION_IDLE_DAYS, 14) * DAY,
      absoluteMs: num(env.SESSION_MAX_DAYS, 60) * DAY,
    },
    /** Upload limits per file kind in bytes (defaults in api/schemas/sync.ts FILE_KINDS). */
    fileLimits: {
      photo: num(env.FILE_MAX_PHOTO_MB, 2) * 1024 * 1024,
      document: num(env.FILE_MAX_DOCUMENT_MB, 10) * 1024 * 1024,
    },
    loginLimit: {
      windowMs: num(env.LOGIN_WINDOW_MINUTES, 15) * MIN,
      perPhone: num(env.LOGIN_MAX_PER_PHONE, 5),
      perAddress: num(env.LOGIN_MAX_PER_ADDRESS, 30),
    },
  };
}

export type Config = ReturnType<typeof loadConfig>;
