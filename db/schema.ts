/**
 * The server's tables, one file per area under db/schema/, gathered here because drizzle reads one
 * schema module (db/client.ts, drizzle.config.ts); drizzle-kit diffs it into the committed migrations
 * under db/migrations (npm run db:generate).
 */
export type { Localized } from './schema/columns.ts';
export * from './schema/core.ts';
export * from './schema/sync.ts';
export * from './schema/training.ts';
export * from './schema/requests.ts';
export * from './schema/content.ts';
export * from './schema/registration.ts';
export * from './schema/contest.ts';
export * from './schema/attendance.ts';
export * from './schema/imports.ts';
export * from './schema/region-stats.ts';
export * from './schema/agro.ts';
export * from './schema/report-counts.ts';
export * from './schema/surveys.ts';
export * from './schema/consultations.ts';
export * from './schema/learning.ts';
export * from './schema/property.ts';
export * from './schema/property-items.ts';
