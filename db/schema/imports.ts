import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { IMPORT_TARGETS } from '../../contract/imports.ts';
import { createdAt } from './columns.ts';
import { users } from './core.ts';

/* --------------------------------------------------------- applicant import --------------------------------------------------------- */

/**
 * An XLSX or CSV of applicants uploaded by staff; the file waits under DATA_DIR/imports/. A job stops at
 * `mapping` (headers and a sample to map), runs a dry run (`checked`), then the import (`success`), and
 * may be undone (`undone`). `mode` says which of the two runs a queued job does.
 */
export const importJobs = sqliteTable(
  'import_jobs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    status: text('status', { enum: ['mapping', 'queued', 'in_process', 'checked', 'success', 'error', 'undone'] })
      .notNull()
      .default('queued'),
    mode: text('mode', { enum: ['dry', 'real'] })
      .notNull()
      .default('real'),
    format: text('format', { enum: ['xlsx', 'csv'] })
      .notNull()
      .default('xlsx'),
    /** What the file's rows become: training applicants or agro applications (ADR 093). */
    target: text('target', { enum: IMPORT_TARGETS }).notNull().default('applicants'),
    fileName: text('file_name').notNull(),
    /** Where the list came from (an akimat, a district office): its saved mapping is proposed next time. */
    sourceName: text('source_name'),
    headers: text('headers', { mode: 'json' }).$type<string[]>(),
    sample: text('sample', { mode: 'json' }).$type<string[][]>(),
    /** Per column of `headers`, the registration field it fills, or null (not imported). */
    mapping: text('mapping', { mode: 'json' }).$type<(string | null)[]>(),
    strategy: text('strategy', { enum: ['skip', 'fill', 'overwrite'] })
      .notNull()
      .default('skip'),
    /** The officer's choice for an ambiguous KATO name: `<field>:<normalised text>` → KATO id. */
    katoPicks: text('kato_picks', { mode: 'json' }).$type<Record<string, number>>().notNull().default({}),
    /** The plan (mapping, strategy, picks) the last finished dry run checked; the import runs only that plan. */
    checkedPlan: text('checked_plan'),
    totalRows: integer('total_rows').notNull().default(0),
    importedRows: integer('imported_rows').notNull().default(0),
    createdRows: integer('created_rows').notNull().default(0),
    updatedRows: integer('updated_rows').notNull().default(0),
    duplicateRows: integer('duplicate_rows').notNull().default(0),
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
    undoneAt: integer('undone_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('import_jobs_status_idx').on(t.status), index('import_jobs_created_by_idx').on(t.createdBy)],
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

/** A KATO name the importer could not tell apart: the ids it could mean, for the officer to pick from. */
export interface KatoQuestion {
  field: string;
  text: string;
  key: string;
  options: { id: number; name_kk: string; name_ru: string; parent_ru: string | null }[];
}

/**
 * What the last run did (or, in a dry run, would do) with each row. After the import it also holds the
 * records the row wrote and, for an update, their exact rows before and after (raw column values), so an
 * undo restores them and can tell whether anything changed them since.
 */
export const importJobRows = sqliteTable(
  'import_job_rows',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    jobId: integer('job_id')
      .notNull()
      .references(() => importJobs.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    outcome: text('outcome', { enum: ['create', 'update', 'duplicate', 'error'] }).notNull(),
    dry: integer('dry', { mode: 'boolean' }).notNull(),
    name: text('name'),
    iin: text('iin'),
    /** The applicant (training target); null for agro applications, which keep the person on the application. */
    userId: integer('user_id'),
    /** The training application, the agro application (agro target) or the property unit (units, prices). */
    applicationId: integer('application_id'),
    before: text('before', { mode: 'json' }).$type<ImportSnapshot | null>(),
    after: text('after', { mode: 'json' }).$type<ImportSnapshot | null>(),
    kato: text('kato', { mode: 'json' }).$type<KatoQuestion[] | null>(),
  },
  (t) => [uniqueIndex('import_job_rows_job_row_idx').on(t.jobId, t.row)],
);

/** Raw rows of one applicant as stored: users, applicant_profiles and the application (if any). */
export interface RecordSnapshot {
  user: Record<string, unknown>;
  profile: Record<string, unknown> | null;
  application: Record<string, unknown> | null;
}

/** Raw rows of one agro application as stored, and its chosen courses (sorted). */
export interface AgroSnapshot {
  agro: Record<string, unknown>;
  courses: string[];
}
/** A property unit's raw row as stored (units and price-list targets). */
export interface UnitSnapshot {
  unit: Record<string, unknown>;
}
/** What an import row wrote, per target. */
export type ImportSnapshot = RecordSnapshot | AgroSnapshot | UnitSnapshot;

/**
 * A source's saved mapping per target: normalised header → field (or null: deliberately not imported),
 * and its answers to place names, so the next list from it asks neither again.
 * An akimat may send both kinds of list, and the same header ("Село") may mean another field in each.
 */
export const importSources = sqliteTable(
  'import_sources',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    target: text('target', { enum: IMPORT_TARGETS }).notNull().default('applicants'),
    name: text('name').notNull(),
    mapping: text('mapping', { mode: 'json' }).$type<Record<string, string | null>>().notNull(),
    /** The officer's answers to its ambiguous place names ("Алматы" → the city), as a job's kato_picks. */
    katoPicks: text('kato_picks', { mode: 'json' }).$type<Record<string, number>>().notNull().default({}),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [uniqueIndex('import_sources_target_name_idx').on(t.target, t.name)],
);
