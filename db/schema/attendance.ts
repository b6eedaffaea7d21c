import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';
import { users } from './core.ts';
import { applications, flows } from './training.ts';

/* -------------------------------------------------------- flows and attendance -------------------------------------------------------- */

/** One mark on the sheet: whose cell (flow, person, day), present or not, and when it was tapped. */
const mark = () => ({
  flowId: integer('flow_id')
    .notNull()
    .references(() => flows.id),
  applicationId: integer('application_id')
    .notNull()
    .references(() => applications.id),
  day: integer('day').notNull(),
  present: integer('present', { mode: 'boolean' }).notNull(),
  /** The device's clock when the trainer tapped: decides which of two conflicting marks wins. */
  markedAt: integer('marked_at', { mode: 'timestamp_ms' }).notNull(),
});

/** Every attendance mark a device sent, kept even when a later mark overrides it (the cell's history). */
export const attendanceMarks = sqliteTable(
  'attendance_marks',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ...mark(),
    markedBy: integer('marked_by').references(() => users.id),
    clientId: text('client_id'),
    mutationId: integer('mutation_id'),
    receivedAt: integer('received_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('attendance_marks_cell_idx').on(t.flowId, t.applicationId, t.day)],
);

/** The effective mark per cell: the latest markedAt wins; a tie goes to the mark received last (higher id). */
export const attendanceCells = sqliteTable(
  'attendance_cells',
  {
    ...mark(),
    markId: integer('mark_id')
      .notNull()
      .references(() => attendanceMarks.id),
  },
  (t) => [primaryKey({ columns: [t.flowId, t.applicationId, t.day] })],
);

/** Each status an application went through, and why (attendance, flow ended, detached). */
export const applicationStatusHistory = sqliteTable(
  'application_status_history',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    reason: text('reason').notNull(),
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('application_status_history_app_idx').on(t.applicationId)],
);

/** Who ran a flow before its trainer changed, so their tablet is told to drop it on the next pull. */
export const flowTrainerHandovers = sqliteTable(
  'flow_trainer_handovers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    flowId: integer('flow_id')
      .notNull()
      .references(() => flows.id),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => users.id),
    serverVersion: integer('server_version').notNull(),
  },
  (t) => [index('flow_trainer_handovers_trainer_idx').on(t.trainerId, t.serverVersion)],
);
