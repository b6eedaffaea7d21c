import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';
import { users } from './core.ts';

/* --------------------------------------------------------- applicant import --------------------------------------------------------- */

/** An XLSX of applicants uploaded by staff, imported in the background; the file waits under DATA_DIR/imports/. */
export const importJobs = sqliteTable(
  'import_jobs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    status: text('status', { enum: ['queued', 'in_process', 'success', 'error'] })
      .notNull()
      .default('queued'),
    fileName: text('file_name').notNull(),
    totalRows: integer('total_rows').notNull().default(0),
    importedRows: integer('imported_rows').notNull().default(0),
    errorRows: integer('error_rows').notNull().default(0),
    /** Why the whole file failed (status error), a catalog id. */
    failure: text('failure'),
    /** Runs started, counted before each run: a file that kills the process is not retried forever. */
    attempts: integer('attempts').notNull().default(0),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    startedAt: integer('started_at', { mode: 'timestamp_ms' }),
    finishedAt: integer('finished_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('import_jobs_status_idx').on(t.status)],
);

/** One problem of one row of an import: the spreadsheet's row number, the field and a catalog message id. */
export const importJobErrors = sqliteTable(
  'import_job_errors',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    jobId: integer('job_id')
      .notNull()
      .references(() => importJobs.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    field: text('field').notNull(),
    message: text('message').notNull(),
  },
  (t) => [index('import_job_errors_job_idx').on(t.jobId, t.row)],
);
