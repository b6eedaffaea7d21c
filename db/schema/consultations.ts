import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { OUTCOMES } from '../../contract/consultation-outcomes.ts';
import { CONSULTATION_TYPES } from '../../contract/reference.ts';
import { createdAt } from './columns.ts';
import { kato, users } from './core.ts';

/* ---------------------------------------------------------- consultation cases ---------------------------------------------------------- */

/**
 * A consultation case for one person, identified by IIN (linked to the applicant account of that IIN
 * when there is one). Dates a person reads (reminder, filing) are Kazakhstan calendar days YYYY-MM-DD.
 * `fieldTimes` keeps, per editable field, the device time of the value standing, so two tablets'
 * edits resolve by the later one (ADR 071).
 */
export const consultations = sqliteTable(
  'consultations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The device's UUID (or the server's, for cases made online): notes and outcomes name the case by it. */
    uuid: text('uuid').notNull().unique(),
    iin: text('iin').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    applicantId: integer('applicant_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type', { enum: CONSULTATION_TYPES }).notNull(),
    title: text('title').notNull(),
    problem: text('problem').notNull(),
    help: text('help'),
    status: integer('status').notNull().default(1),
    reason: text('reason'),
    outcome: text('outcome', { enum: OUTCOMES }),
    lastRepayment: text('last_repayment'),
    filingDate: text('filing_date'),
    refilingDate: text('refiling_date'),
    remindAt: text('remind_at'),
    regionId: integer('region_id').references(() => kato.id),
    districtId: integer('district_id').references(() => kato.id),
    lawyerId: integer('lawyer_id').references(() => users.id, { onDelete: 'set null' }),
    source: text('source', { enum: ['intake', 'request', 'application'] }).notNull(),
    requestId: integer('request_id'),
    duplicateOf: integer('duplicate_of'),
    fieldTimes: text('field_times', { mode: 'json' }).$type<Record<string, number>>().notNull().default({}),
    // Arrests (contract/consultation-counts.ts): how many by each act, and the accounts they hold.
    arrestsCourtAct: integer('arrests_court_act').notNull().default(0),
    arrestsWrits: integer('arrests_writs').notNull().default(0),
    arrestsBank: integer('arrests_bank').notNull().default(0),
    accountsSeized: integer('accounts_seized').notNull().default(0),
    accountsReleased: integer('accounts_released').notNull().default(0),
    accountsUnreleased: integer('accounts_unreleased').notNull().default(0),
    // Debt help: creditors by kind, the applications written to each, documents, complaints to the regulator.
    debtMfo: integer('debt_mfo').notNull().default(0),
    debtBanks: integer('debt_banks').notNull().default(0),
    debtCollectors: integer('debt_collectors').notNull().default(0),
    debtMfoApplications: integer('debt_mfo_applications').notNull().default(0),
    debtBankApplications: integer('debt_bank_applications').notNull().default(0),
    debtCollectorApplications: integer('debt_collector_applications').notNull().default(0),
    debtDocumentsCollected: integer('debt_documents_collected').notNull().default(0),
    debtSentToRegulator: integer('debt_sent_to_regulator').notNull().default(0),
    /** The response clock (ADR 094): the first lawyer's entry after the intake, and when it was finished. */
    firstContactAt: integer('first_contact_at', { mode: 'timestamp_ms' }),
    closedAt: integer('closed_at', { mode: 'timestamp_ms' }),
    /** Whether the case waits for the client now; the periods it waited ([from, to|null] ms) pause the clock. */
    waitingClient: integer('waiting_client', { mode: 'boolean' }).notNull().default(false),
    waitingPeriods: text('waiting_periods', { mode: 'json' }).$type<[number, number | null][]>().notNull().default([]),
    /** The reminder day an SMS went out for (and when): one SMS per reminder day, never two. */
    reminderSmsDay: text('reminder_sms_day'),
    reminderSmsAt: integer('reminder_sms_at', { mode: 'timestamp_ms' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
    serverVersion: integer('server_version').notNull().default(0),
  },
  (t) => [
    index('consultations_iin_type_idx').on(t.iin, t.type),
    index('consultations_lawyer_idx').on(t.lawyerId, t.status),
    index('consultations_remind_idx').on(t.remindAt),
    index('consultations_version_idx').on(t.serverVersion),
    // The case list is newest first; a lawyer's own cases and each single filter read only their page (ADR 123).
    index('consultations_created_idx').on(t.createdAt),
    index('consultations_lawyer_created_idx').on(t.lawyerId, t.createdAt),
    index('consultations_status_created_idx').on(t.status, t.createdAt),
    index('consultations_type_created_idx').on(t.type, t.createdAt),
    index('consultations_outcome_created_idx').on(t.outcome, t.createdAt),
    index('consultations_region_created_idx').on(t.regionId, t.createdAt),
    // The overdue filter's count (open, reminder before today) is read from this index alone.
    index('consultations_remind_status_idx').on(t.remindAt, t.status),
    // The lawyer's day: open cases by reminder day, those without one first, an admin's all and a
    // lawyer's own (api/consultations/day.ts).
    index('consultations_open_remind_idx')
      .on(t.remindAt)
      .where(sql`${t.status} <> 3`),
    index('consultations_lawyer_open_remind_idx')
      .on(t.lawyerId, t.remindAt)
      .where(sql`${t.status} <> 3`),
  ],
);

/**
 * The case's timeline and history: every note, outcome move, field edit (also the ones a later edit
 * overruled, with effective = false), assignment, document and its removal. `clientRecordId` makes a note sent
 * twice one note.
 */
export const consultationEvents = sqliteTable(
  'consultation_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    consultationId: integer('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['created', 'note', 'outcome', 'field', 'assign', 'document', 'document_deleted'],
    }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    clientRecordId: text('client_record_id').unique(),
    /** When it happened: the device's clock within bounds, else the receipt time. */
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
    text: text('text'),
    before: text('before', { mode: 'json' }).$type<Record<string, unknown> | null>(),
    after: text('after', { mode: 'json' }).$type<Record<string, unknown> | null>(),
    effective: integer('effective', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('consultation_events_case_idx').on(t.consultationId, t.at)],
);
