import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { kato, users } from './core.ts';

/* ----------------------------------------------------------- region statistics ----------------------------------------------------------- */

/**
 * Official figures per region (seed "Region statistics"), typed in by an admin from a named source as
 * of a date; null where the source gives none. One row per region (a KATO level-1 code).
 */
export const regionStats = sqliteTable('region_stats', {
  regionId: integer('region_id')
    .primaryKey()
    .references(() => kato.id),
  districts: integer('districts'),
  population: integer('population'),
  ruralDistricts: integer('rural_districts'),
  households: integer('households'),
  source: text('source').notNull(),
  asOf: text('as_of').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});
