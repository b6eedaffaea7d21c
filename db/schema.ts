/**
 * The server's tables. One file so a reader sees the whole data model at once; drizzle-kit diffs it
 * into the committed migrations under db/migrations (npm run db:generate).
 */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** Text in the four interface languages; missing ones fall back to ru at display time. */
export type Localized = Partial<Record<'kk' | 'ru' | 'en' | 'zh', string>>;

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

export const roles = sqliteTable('roles', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
});

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    iin: text('iin').unique(),
    email: text('email'),
    phone: text('phone').notNull().unique(),
    phone2: text('phone_2'),
    passwordHash: text('password_hash'),
    roleId: integer('role_id')
      .notNull()
      .default(1)
      .references(() => roles.id),
    regionId: integer('region_id').references(() => kato.id),
    districtId: integer('district_id').references(() => kato.id),
    districtIds: text('district_ids', { mode: 'json' }).$type<number[]>().notNull().default([]),
    locality: text('locality'),
    blockedAt: integer('blocked_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('users_role_idx').on(t.roleId)],
);

/** Bearer sessions: only the SHA-256 of the token is stored, so a copied database grants nothing. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: integer('last_used_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** KATO hierarchy: level 1 region, 2 district or city, 3 rural okrug; id is the 9-digit KATO code. */
export const kato = sqliteTable(
  'kato',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    level: integer('level').notNull(),
    type: text('type'),
    nameKk: text('name_kk').notNull(),
    nameRu: text('name_ru').notNull(),
    nameEn: text('name_en'),
    sort: integer('sort').notNull(),
  },
  (t) => [index('kato_parent_idx').on(t.parentId)],
);

/** The user-action log: who did what to whom, with the values before and after. */
export const userActions = sqliteTable(
  'user_actions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    action: text('action').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    changedUserId: integer('changed_user_id').references(() => users.id, { onDelete: 'set null' }),
    before: text('before', { mode: 'json' }).$type<Record<string, unknown> | null>(),
    after: text('after', { mode: 'json' }).$type<Record<string, unknown> | null>(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_actions_user_idx').on(t.userId),
    index('user_actions_subject_idx').on(t.subjectType, t.subjectId),
    index('user_actions_created_idx').on(t.createdAt),
  ],
);

/** Office contacts shown on the public site. */
export const contacts = sqliteTable('contacts', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  title: text('title', { mode: 'json' }).$type<Localized>().notNull(),
  address: text('address', { mode: 'json' }).$type<Localized>().notNull(),
  workingHours: text('working_hours', { mode: 'json' }).$type<Localized>().notNull(),
  responsible: text('responsible'),
  phone: text('phone'),
  lat: real('lat'),
  lon: real('lon'),
  published: integer('published', { mode: 'boolean' }).notNull().default(true),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
});

/** Settings an admin can change (contest window, completion threshold, …), one JSON value per key. */
export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value', { mode: 'json' }).notNull(),
});

/* ---------------------------------------------------------------- sync ---------------------------------------------------------------- */

/** One row per device: the last mutation id applied for it, advanced in the same transaction as the change. */
export const syncClients = sqliteTable('sync_clients', {
  clientId: text('client_id').primaryKey(),
  /** The last user who pushed from this device; null for anonymous public forms. */
  userId: integer('user_id').references(() => users.id),
  lastMutationId: integer('last_mutation_id').notNull().default(0),
  createdAt: createdAt(),
  lastSeenAt: integer('last_seen_at', { mode: 'timestamp_ms' }),
});

/** The first answer to each mutation, so a repeat is answered `duplicate` with the same result. */
export const syncResults = sqliteTable(
  'sync_results',
  {
    clientId: text('client_id')
      .notNull()
      .references(() => syncClients.clientId, { onDelete: 'cascade' }),
    mutationId: integer('mutation_id').notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: ['applied', 'rejected'] }).notNull(),
    errors: text('errors', { mode: 'json' }).$type<Record<string, string[]> | null>(),
    entity: text('entity', { mode: 'json' }).$type<{ type: string; id: string | number } | null>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.mutationId] })],
);

/** Monotonic counters; `server_version` stamps every synced row so pull can ask "what changed since N". */
export const counters = sqliteTable('counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull(),
});

/** Uploaded files (photos, documents). Bytes live under DATA_DIR/files, never web-served directly. */
export const files = sqliteTable(
  'files',
  {
    id: text('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    status: text('status', { enum: ['uploading', 'complete'] }).notNull(),
    createdAt: createdAt(),
    completedAt: integer('completed_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('files_owner_idx').on(t.ownerId)],
);

/* -------------------------------------------------------------- training -------------------------------------------------------------- */

/** A training group: 5 days, 30–70 people, in one district, run by one trainer. */
export const flows = sqliteTable(
  'flows',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title'),
    startDate: text('start_date').notNull(), // ISO date, local to the district
    endDate: text('end_date').notNull(),
    regionId: integer('region_id')
      .notNull()
      .references(() => kato.id),
    districtId: integer('district_id')
      .notNull()
      .references(() => kato.id),
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
  },
  (t) => [index('flows_district_idx').on(t.districtId), index('flows_trainer_idx').on(t.trainerId)],
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
    status: text('status', { enum: ['applied', 'started', 'completed', 'not_completed'] })
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
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
    deletedAt: integer('deleted_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('applications_applicant_idx').on(t.applicantId),
    index('applications_status_idx').on(t.status),
    index('applications_flow_idx').on(t.flowId),
    index('applications_lesson_district_idx').on(t.lessonDistrictId),
    index('applications_created_idx').on(t.createdAt),
    index('applications_version_idx').on(t.serverVersion),
  ],
);

/* ---------------------------------------------------------- public requests ---------------------------------------------------------- */

/**
 * Requests sent from the public site's forms (contact, forecast table, lead, consultation). The device's
 * UUID is unique, so a form sent twice (offline retries) is stored once.
 */
export const requests = sqliteTable(
  'requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clientRecordId: text('client_record_id').notNull().unique(),
    kind: text('kind', { enum: ['contact', 'forecast', 'lead', 'consultation'] }).notNull(),
    payload: text('payload', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    locale: text('locale'),
    status: text('status', { enum: ['new', 'handled'] })
      .notNull()
      .default('new'),
    createdAt: createdAt(),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: integer('handled_at', { mode: 'timestamp_ms' }),
    serverVersion: integer('server_version').notNull().default(0),
  },
  (t) => [index('requests_kind_status_idx').on(t.kind, t.status), index('requests_created_idx').on(t.createdAt)],
);
/* -------------------------------------------------------------- content --------------------------------------------------------------- */
/*
 * What admins publish on the public site. Every table has the same bookkeeping columns, and one
 * column per field described in api/schemas/content.ts (JS key = camelCase of the field name).
 */

const contentColumns = () => ({
  id: integer('id').primaryKey({ autoIncrement: true }),
  published: integer('published', { mode: 'boolean' }).notNull().default(false),
  publishedAt: integer('published_at', { mode: 'timestamp_ms' }),
  sort: integer('sort').notNull().default(0),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
});
const localized = (name: string) => text(name, { mode: 'json' }).$type<Localized>().notNull().default({});
const storyColumns = () => ({
  ...contentColumns(),
  title: localized('title'),
  summary: localized('summary'),
  body: localized('body'),
  image: text('image'),
  video: text('video'),
});

export const news = sqliteTable('news', storyColumns(), (t) => [index('news_published_idx').on(t.published)]);
export const stock = sqliteTable('stock', storyColumns(), (t) => [index('stock_published_idx').on(t.published)]);
export const articles = sqliteTable('articles', storyColumns(), (t) => [
  index('articles_published_idx').on(t.published),
]);

export const galleryItems = sqliteTable('gallery_items', {
  ...contentColumns(),
  title: localized('title'),
  kind: text('kind').notNull().default('photo'),
  image: text('image'),
  video: text('video'),
});

export const faqs = sqliteTable('faqs', {
  ...contentColumns(),
  question: localized('question'),
  answer: localized('answer'),
});

export const experts = sqliteTable('experts', {
  ...contentColumns(),
  name: localized('name'),
  region: localized('region'),
  position: localized('position'),
  biography: localized('biography'),
  education: localized('education'),
  receptionSchedule: localized('reception_schedule'),
  phone: text('phone'),
  email: text('email'),
  photo: text('photo'),
});

export const documents = sqliteTable('documents', {
  ...contentColumns(),
  name: localized('name'),
  type: text('type').notNull().default('other'),
  file: text('file'),
});

export const partners = sqliteTable('partners', {
  ...contentColumns(),
  name: localized('name'),
  logo: text('logo'),
  url: text('url'),
});

export const teamMembers = sqliteTable('team_members', {
  ...contentColumns(),
  name: localized('name'),
  position: localized('position'),
  group: localized('group'),
  photo: text('photo'),
});

/** Uploaded images and documents of the public site; bytes in DATA_DIR/content/<id>, served by /api/public/media. */
export const contentMedia = sqliteTable('content_media', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['image', 'document'] }).notNull(),
  mime: text('mime').notNull(),
  name: text('name').notNull(),
  size: integer('size').notNull(),
  width: integer('width'),
  height: integer('height'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
/* ------------------------------------------------------------ registration ------------------------------------------------------------ */

/**
 * The applicant's answers beyond what `users` holds (name, IIN, phones, email, region, district,
 * village): one row per applicant, keyed by user id, so staff accounts carry none of it.
 */
export const applicantProfiles = sqliteTable('applicant_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  gender: text('gender', { enum: ['male', 'female'] }).notNull(),
  birthday: text('birthday').notNull(), // ISO date, from the IIN
  ruralOkrugId: integer('rural_okrug_id').references(() => kato.id),
  residenceAddress: text('residence_address'),
  education: text('education'),
  socialStatus: text('social_status'),
  largeFamily: integer('large_family', { mode: 'boolean' }).notNull().default(false),
  familyMembers: integer('family_members'),
  hasLoans: integer('has_loans', { mode: 'boolean' }).notNull().default(false),
  loansCount: integer('loans_count'),
  loansAmount: integer('loans_amount'),
  loansMonthPayment: integer('loans_month_payment'),
  loansOverdue: integer('loans_overdue', { mode: 'boolean' }),
  familyIncome: integer('family_income'),
  educationGoal: text('education_goal'),
  additionalInfo: text('additional_info'),
  /** Profile photo under DATA_DIR/profile-photos/<user id>.<ext>. */
  photoMime: text('photo_mime'),
  photoUpdatedAt: integer('photo_updated_at', { mode: 'timestamp_ms' }),
  /** When the three ticks were given (consent, user agreement, offline-only lessons). */
  consentedAt: integer('consented_at', { mode: 'timestamp_ms' }).notNull(),
  createdAt: createdAt(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
});

/**
 * One-time SMS codes for self-registration: only a salted hash is kept; 5 minutes, 5 attempts.
 * A correct code yields a short-lived verification token (also stored hashed) that /api/register spends.
 */
export const smsCodes = sqliteTable(
  'sms_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    verifiedAt: integer('verified_at', { mode: 'timestamp_ms' }),
    verificationHash: text('verification_hash').unique(),
    verificationExpiresAt: integer('verification_expires_at', { mode: 'timestamp_ms' }),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.createdAt)],
);

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

/* -------------------------------------------------------- flows and attendance -------------------------------------------------------- */

/** Every attendance mark a device sent, kept even when a later mark overrides it (the cell's history). */
export const attendanceMarks = sqliteTable(
  'attendance_marks',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
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
    flowId: integer('flow_id')
      .notNull()
      .references(() => flows.id),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    day: integer('day').notNull(),
    present: integer('present', { mode: 'boolean' }).notNull(),
    markedAt: integer('marked_at', { mode: 'timestamp_ms' }).notNull(),
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
