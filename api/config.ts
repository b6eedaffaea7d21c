/** Server settings from the environment, with the defaults README.md documents. */
import { resolve } from 'node:path';
import { parseTrustProxy } from './lib/client-ip.ts';
import { ROLE_SLUGS, type RoleSlug } from '../contract/roles.ts';

const num = (v: string | undefined, d: number) => (v && Number.isFinite(Number(v)) ? Number(v) : d);
const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const MB = 1024 * 1024;

/**
 * Bytes of uploads (finished and in progress) one account may hold, by role; UPLOAD_QUOTA_MB_<ROLE>
 * overrides. An applicant's contest entry with every photo and confirmation fits in the default.
 */
export const DEFAULT_UPLOAD_QUOTA_MB: Record<RoleSlug, number> = {
  applicant: 100,
  operator: 200,
  trainer: 200,
  lawyer: 200,
  expert: 1024,
  admin: 1024,
};

/** The longest uploaded film the server decodes for its low variant, in minutes (VIDEO_MAX_MINUTES). */
export const DEFAULT_VIDEO_MAX_MINUTES = 180;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  return {
    port: num(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    adminPhone: env.ADMIN_PHONE,
    adminPassword: env.ADMIN_PASSWORD,
    /** Which proxies in front may name the client's address in X-Forwarded-For (api/lib/client-ip.ts). */
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    session: {
      idleMs: num(env.SESSION_IDLE_DAYS, 14) * DAY,
      absoluteMs: num(env.SESSION_MAX_DAYS, 60) * DAY,
    },
    sms: {
      provider: env.SMS_PROVIDER === 'http' ? ('http' as const) : ('dev' as const),
      url: env.SMS_URL,
      sender: env.SMS_SENDER ?? 'Qaryzsyz',
      key: env.SMS_KEY,
      resendSeconds: num(env.SMS_RESEND_SECONDS, 60),
      sendsPerAddressPerHour: num(env.SMS_SENDS_PER_ADDRESS_PER_HOUR, 20),
    },
    cases: {
      /** Working hours to the first contact before a case shows as overdue (ADR 094). */
      responseSlaHours: num(env.CASE_RESPONSE_SLA_HOURS, 8),
      /** SMS reminders to the person on the case's reminder day: off unless CASE_REMINDER_SMS=1. */
      reminderSms: env.CASE_REMINDER_SMS === '1',
      reminderSmsEveryMs: num(env.CASE_REMINDER_SMS_EVERY_MINUTES, 15) * MIN,
      /** Days a removed case document's file is kept before its bytes are purged (ADR 095). */
      documentPurgeDays: num(env.CASE_DOCUMENT_PURGE_DAYS, 30),
    },
    /** Upload limits per file kind in bytes (defaults in contract/sync.ts FILE_KINDS). */
    fileLimits: {
      photo: num(env.FILE_MAX_PHOTO_MB, 2) * 1024 * 1024,
      document: num(env.FILE_MAX_DOCUMENT_MB, 10) * 1024 * 1024,
    },
    uploadQuota: Object.fromEntries(
      ROLE_SLUGS.map((r) => [r, num(env[`UPLOAD_QUOTA_MB_${r.toUpperCase()}`], DEFAULT_UPLOAD_QUOTA_MB[r]) * MB]),
    ) as Record<RoleSlug, number>,
    /** Worker threads for long reads (api/lib/read-pool.ts); 0 reads on the writer's own loop. */
    readWorkers: num(env.READ_WORKERS, 2),
    /** The low-variant ffmpeg job of an uploaded MP4 is killed after this long (ADR 100). */
    transcodeTimeoutMs: num(env.TRANSCODE_MAX_MINUTES, 30) * MIN,
    /** A longer uploaded film is not decoded at all: it plays as uploaded (api/content/video-probe.ts). */
    videoMaxSeconds: num(env.VIDEO_MAX_MINUTES, DEFAULT_VIDEO_MAX_MINUTES) * 60,
    loginLimit: {
      windowMs: num(env.LOGIN_WINDOW_MINUTES, 15) * MIN,
      perPhone: num(env.LOGIN_MAX_PER_PHONE, 5),
      perAddress: num(env.LOGIN_MAX_PER_ADDRESS, 30),
    },
    /** Spreadsheet imports one account may start in an hour: each is read in a worker, several times over. */
    importsPerHour: num(env.IMPORTS_PER_HOUR, 20),
    /** An upload (any request body) that sends no byte for this long is dropped (api/lib/idle-uploads.ts). */
    uploadIdleMs: num(env.UPLOAD_IDLE_SECONDS, 30) * 1000,
    /** Records (survey answers, requests, applications, bookings) one address may push without signing in. */
    anonymousPush: {
      windowMs: num(env.ANONYMOUS_PUSH_WINDOW_MINUTES, 60) * MIN,
      perAddress: num(env.ANONYMOUS_PUSH_MAX_PER_ADDRESS, 300),
    },
    /** A map tile source for the project page; none by default, so no page calls a map service. */
    mapTiles: mapTiles(env.MAP_TILE_URL, env.MAP_TILE_ATTRIBUTION),
    /** The social-media pixel of the project page (ADR 107): off unless SOCIAL_PIXEL_URL names an https script. */
    socialPixel: pixelOf(env.SOCIAL_PIXEL_URL),
    /** The site's public address for links printed on paper (a certificate's QR code, ADR 115). */
    publicUrl: publicOrigin(env.PUBLIC_URL),
    /** Running the server (README "Operating the server"): shutdown, readiness and the metrics' access. */
    ops: {
      /** On SIGTERM/SIGINT, requests in flight get this long to finish before their connections are cut. */
      shutdownGraceMs: num(env.SHUTDOWN_GRACE_SECONDS, 20) * 1000,
      /** /api/ready answers 503 when the data directory's disk has less free space than this. */
      readyMinFreeBytes: num(env.READY_MIN_FREE_MB, 512) * MB,
      /** /metrics on the main port answers only `Authorization: Bearer <METRICS_TOKEN>`; unset: not there. */
      metricsToken: env.METRICS_TOKEN || null,
      /** A second listener on 127.0.0.1 that serves /metrics alone, without a token; unset: none. */
      metricsPort: env.METRICS_PORT ? num(env.METRICS_PORT, 0) : null,
    },
    /** Scheduled encrypted backups and their off-site copy (README "Backups and restore"). */
    backup: backupSettings(env),
  };
}

/** `PUBLIC_URL` as an http(s) origin (`https://qaryzsyz.kz`); anything else: none, the request's origin is used. */
export function publicOrigin(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * `MAP_TILE_URL` as `https://tiles.example/{z}/{x}/{y}.png`: used only when it is an https (or http) URL
 * with all three placeholders; its origin is what the CSP then lets images load from.
 */
export function mapTiles(url: string | undefined, attribution: string | undefined) {
  if (!url || !['{z}', '{x}', '{y}'].every((p) => url.includes(p))) return null;
  try {
    const parsed = new URL(url.replace(/[{}]/g, ''));
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    return { url, origin: parsed.origin, attribution: attribution?.slice(0, 300) ?? '' };
  } catch {
    return null;
  }
}

/** An https script URL and its origin, the only origin the CSP then allows; anything else: no pixel. */
export function pixelOf(url: string | undefined): { url: string; origin: string } | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' ? { url: u.href, origin: u.origin } : null;
  } catch {
    return null;
  }
}

const list = (v: string | undefined) =>
  (v ?? '')
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

export type SnapshotMethod = 'vacuum-into' | 'backup-api';

export interface S3Target {
  bucket: string;
  prefix: string;
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
}

export interface BackupSettings {
  /** Where backups are written; null: backups are off. */
  dir: string | null;
  everyMs: number;
  /** age recipients (`age1…`) every backup is encrypted to. */
  recipients: string[];
  /** The age identity file for restore; never read by a scheduled backup. */
  identityFile: string | null;
  keep: { hourly: number; daily: number };
  method: SnapshotMethod;
  offsite: { dir: string | null; s3: S3Target | null; attempts: number; firstRetryMs: number };
}

/**
 * Backup settings (README "Backups and restore"). Backups run only when BACKUP_DIR and at least one age
 * recipient are set: the server holds public keys alone, so a stolen server or backup disk cannot read a
 * backup; the identity (private key) is needed only to restore, and lives elsewhere.
 */
export function backupSettings(env: NodeJS.ProcessEnv = process.env): BackupSettings {
  const bucket = env.OFFSITE_S3_BUCKET;
  return {
    dir: env.BACKUP_DIR ? resolve(env.BACKUP_DIR) : null,
    everyMs: num(env.BACKUP_EVERY_MINUTES, 60) * MIN,
    recipients: list(env.BACKUP_RECIPIENTS),
    identityFile: env.BACKUP_IDENTITY_FILE ? resolve(env.BACKUP_IDENTITY_FILE) : null,
    keep: { hourly: num(env.BACKUP_KEEP_HOURLY, 24), daily: num(env.BACKUP_KEEP_DAILY, 14) },
    method: env.BACKUP_METHOD === 'backup-api' ? 'backup-api' : 'vacuum-into',
    offsite: {
      dir: env.OFFSITE_DIR ? resolve(env.OFFSITE_DIR) : null,
      s3: bucket
        ? {
            bucket,
            prefix: (env.OFFSITE_S3_PREFIX ?? 'qaryzsyz').replace(/^\/+|\/+$/g, ''),
            endpoint: env.OFFSITE_S3_ENDPOINT || undefined,
            region: env.OFFSITE_S3_REGION ?? 'kz-1',
            forcePathStyle: env.OFFSITE_S3_PATH_STYLE === '1',
          }
        : null,
      attempts: num(env.OFFSITE_ATTEMPTS, 5),
      firstRetryMs: num(env.OFFSITE_FIRST_RETRY_SECONDS, 30) * 1000,
    },
  };
}

/** Backups are scheduled only with somewhere to write and someone to encrypt to. */
export const backupsEnabled = (s: BackupSettings): s is BackupSettings & { dir: string } =>
  s.dir !== null && s.recipients.length > 0;

export type Config = ReturnType<typeof loadConfig>;
