/**
 * Applications counted per Kazakhstan day, lesson region, district and status, kept by triggers on
 * `applications` (migration 0015): the applications report sums a few thousand rows instead of grouping
 * 750,000. 0 stands for "no region/district" (a key column cannot be NULL and still be unique).
 */
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const applicationDayCounts = sqliteTable(
  'application_day_counts',
  {
    day: text('day').notNull(),
    regionId: integer('region_id').notNull(),
    districtId: integer('district_id').notNull(),
    status: text('status').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.regionId, t.districtId, t.status] }),
    // The admin dashboard's all-time totals of a status ("trained") sum this alone, not every day's row.
    index('application_day_counts_status_idx').on(t.status, t.n),
  ],
);

/**
 * Per flow: its students by outcome and its attendance marks, kept by triggers on `applications` and
 * `attendance_cells` (migration 0025): the trainer report reads one row per flow instead of grouping
 * every mark of every flow (millions at the mission's size).
 */
export const flowCounts = sqliteTable('flow_counts', {
  flowId: integer('flow_id').primaryKey(),
  students: integer('students').notNull().default(0),
  completed: integer('completed').notNull().default(0),
  notCompleted: integer('not_completed').notNull().default(0),
  marked: integer('marked').notNull().default(0),
  present: integer('present').notNull().default(0),
});
