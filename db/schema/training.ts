import { sql } from 'drizzle-orm';
import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';
import { kato, requiredPlace, users } from './core.ts';

/* -------------------------------------------------------------- training -------------------------------------------------------------- */

/** A training group: 5 days, 30–70 people, in one district, run by one trainer. */
export const flows = sqliteTable(
  'flows',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title'),
    startDate: text('start_date').notNull(), // ISO date, local to the district
    endDate: text('end_date').notNull(),
    ...requiredPlace(),
    trainerId: integer('trainer_id').references(() => users.id),
    contacts: text('contacts'),
    workingHours: text('working_hours'),
    lat: real('lat'),
    lon: real('lon'),
    address: text('address'),
    capacity: integer('capacity').notNull().default(70),
    language: text('language'),
    serverVersion: integer('server_version').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
    /** Put away: a flow with attendance cannot be deleted, so "delete" archives it (ADR 058). */
    archivedAt: integer('archived_at', { mode: 'timestamp_ms' }),
    /** Deleted (no attendance): the row stays as a tombstone, so trainers' tablets are told to drop it. */
    deletedAt: integer('deleted_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    // The flows list pages newest start first (api/flows/list-query.ts): whole, by district (a picker,
    // an operator) or by region, each an index walk of one page.
    index('flows_start_idx').on(t.startDate),
    index('flows_district_idx').on(t.districtId, t.startDate),
    index('flows_region_start_idx').on(t.regionId, t.startDate),
    index('flows_trainer_idx').on(t.trainerId),
    // The public open-flows tree reads the flows not yet ended, and its cache stamp the newest version.
    index('flows_end_idx').on(t.endDate),
    index('flows_version_idx').on(t.serverVersion),
  ],
);

/** An application for the training: one applicant, one status, optionally one flow. */
export const applications = sqliteTable(
  'applications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The device's UUID of the record, so the same submission can never make two applications. */
    clientRecordId: text('client_record_id').unique(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => users.id),
    // `superseded`: a self-registration the district office's record replaced (ADR 133); counted nowhere.
    status: text('status', { enum: ['applied', 'started', 'completed', 'not_completed', 'superseded'] })
      .notNull()
      .default('applied'),
    statusReason: text('status_reason'),
    language: text('language'),
    lessonRegionId: integer('lesson_region_id').references(() => kato.id),
    lessonDistrictId: integer('lesson_district_id').references(() => kato.id),
    flowId: integer('flow_id').references(() => flows.id),
    responsibleId: integer('responsible_id').references(() => users.id),
    registeredBy: integer('registered_by').references(() => users.id),
    source: text('source', { enum: ['office', 'online', 'import'] })
      .notNull()
      .default('office'),
    submittedAt: integer('submitted_at', { mode: 'timestamp_ms' }),
    serverVersion: integer('server_version').notNull().default(0),
    /** The import batch that created or last updated this application (its person with it): undo finds it. */
    importJobId: integer('import_job_id'),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
    deletedAt: integer('deleted_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('applications_applicant_idx').on(t.applicantId),
    index('applications_import_job_idx').on(t.importJobId),
    // A status filter, newest first (the list's default order), reads only its page.
    index('applications_status_idx').on(t.status, t.createdAt),
    index('applications_flow_idx').on(t.flowId),
    // A district's waiting list (applied, in no flow yet), longest waiting first: a flow's page and its
    // "fill" read their 200 (or free seats) from here, not every application of the district.
    index('applications_lesson_district_idx').on(t.lessonDistrictId, t.status, t.createdAt),
    index('applications_created_idx').on(t.createdAt),
    // The list's default order over the live rows: a page number typed far in skips along this index alone.
    index('applications_live_created_idx')
      .on(t.createdAt)
      .where(sql`${t.deletedAt} IS NULL`),
    index('applications_version_idx').on(t.serverVersion),
  ],
);
