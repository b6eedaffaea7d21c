import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, type Localized } from './columns.ts';
import { users } from './core.ts';

/* -------------------------------------------------------------- contest --------------------------------------------------------------- */

/** Champions contest nominations: data an admin edits (the seeded list is to be confirmed). */
export const contestNominations = sqliteTable('contest_nominations', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  slug: text('slug').notNull().unique(),
  kind: text('kind', { enum: ['product', 'akim'] }).notNull(),
  category: text('category'),
  title: text('title', { mode: 'json' }).$type<Localized>().notNull(),
  description: text('description', { mode: 'json' }).$type<Localized>().notNull().default({}),
  prize: integer('prize').notNull().default(0),
  sort: integer('sort').notNull().default(0),
  active: integer('active', { mode: 'boolean' }).notNull().default(true),
  createdAt: createdAt(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
});

/** One application per applicant, nomination and contest year; the device's record id makes it once. */
export const contestApplications = sqliteTable(
  'contest_applications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clientRecordId: text('client_record_id').notNull().unique(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => users.id),
    nominationId: integer('nomination_id')
      .notNull()
      .references(() => contestNominations.id),
    year: integer('year').notNull(),
    form: text('form', { enum: ['product', 'akim'] }).notNull(),
    /** The form as sent, without the password. */
    data: text('data', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    fileIds: text('file_ids', { mode: 'json' }).$type<string[]>().notNull().default([]),
    status: text('status', { enum: ['received', 'under_review', 'shortlisted', 'winner', 'rejected'] })
      .notNull()
      .default('received'),
    statusReason: text('status_reason'),
    /** The device's clock when the person pressed "send" (the window is judged by this)… */
    submittedAt: integer('submitted_at', { mode: 'timestamp_ms' }).notNull(),
    /** …and when the server got it (must be within the grace period after the close). */
    receivedAt: integer('received_at', { mode: 'timestamp_ms' }).notNull(),
    serverVersion: integer('server_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('contest_applications_once_idx').on(t.applicantId, t.nominationId, t.year),
    index('contest_applications_status_idx').on(t.status),
    // The review list's nomination filter reads only its page, and its count only that nomination's entries.
    index('contest_applications_nomination_idx').on(t.nominationId),
    index('contest_applications_version_idx').on(t.serverVersion),
  ],
);

/** Every review status an application went through, who set it and why. */
export const contestStatusHistory = sqliteTable(
  'contest_status_history',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => contestApplications.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    reason: text('reason'),
    changedBy: integer('changed_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('contest_status_history_app_idx').on(t.applicationId)],
);

/* ------------------------------------------------------- contest review comments ------------------------------------------------------- */

/** Reviewers' notes on an application (admins and experts); never shown to the applicant. */
export const contestComments = sqliteTable(
  'contest_comments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => contestApplications.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contest_comments_app_idx').on(t.applicationId)],
);
