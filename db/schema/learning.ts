import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { LEARN_KINDS, LEARN_LANGUAGES } from '../../contract/learning-values.ts';
import { createdAt, type Localized } from './columns.ts';
import { kato, users } from './core.ts';
import { applications } from './training.ts';

/* ---------------------------------------------------------- online learning ---------------------------------------------------------- */

/** A course: four-language texts (content sanitised on save), where and by whom it is taught. */
export const learnCourses = sqliteTable('learn_courses', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  kind: text('kind', { enum: LEARN_KINDS }).notNull(),
  title: text('title', { mode: 'json' }).$type<Localized>().notNull(),
  description: text('description', { mode: 'json' }).$type<Localized>().notNull(),
  content: text('content', { mode: 'json' }).$type<Localized>().notNull(),
  /** A content_media id (an uploaded image). */
  image: text('image'),
  /** A content_media id of an uploaded MP4 introducing the course. */
  video: text('video'),
  /** Files for the whole course (a workbook, a handout), shown on the course page and saved with it. */
  materials: text('materials', { mode: 'json' }).$type<LearnMaterial[]>().notNull().default([]),
  language: text('language', { enum: LEARN_LANGUAGES }).notNull(),
  regionId: integer('region_id').references(() => kato.id),
  districtId: integer('district_id').references(() => kato.id),
  responsibleName: text('responsible_name'),
  responsiblePhone: text('responsible_phone'),
  scheduleTitle: text('schedule_title', { mode: 'json' }).$type<Localized>().notNull().default({}),
  scheduleDescription: text('schedule_description', { mode: 'json' }).$type<Localized>().notNull().default({}),
  /** Where the lessons meet: a point for the phone's map app and the address people read. */
  placeLat: real('place_lat'),
  placeLon: real('place_lon'),
  placeAddress: text('place_address', { mode: 'json' }).$type<Localized>().notNull().default({}),
  /** Staff notes on the course; learners never see them. */
  comments: text('comments'),
  published: integer('published', { mode: 'boolean' }).notNull().default(false),
  /** Bumped on every change, so learners' devices pull the course's own fields (ADR 116). */
  serverVersion: integer('server_version').notNull().default(0),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: createdAt(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
});

/** An attached file; its type is read from the stored file's checked mime, never stored (ADR 117). */
export interface LearnMaterial {
  /** A content_media id. */
  media_id: string;
  name: string;
}

/** A lesson, ordered within its course. */
export const learnLessons = sqliteTable(
  'learn_lessons',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    courseId: integer('course_id')
      .notNull()
      .references(() => learnCourses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title', { mode: 'json' }).$type<Localized>().notNull(),
    description: text('description', { mode: 'json' }).$type<Localized>().notNull(),
    content: text('content', { mode: 'json' }).$type<Localized>().notNull(),
    materials: text('materials', { mode: 'json' }).$type<LearnMaterial[]>().notNull(),
    /** Staff notes on the lesson; learners never see them. */
    comment: text('comment'),
    /** content_media ids: the cover picture and the lesson's MP4. */
    cover: text('cover'),
    video: text('video'),
    published: integer('published', { mode: 'boolean' }).notNull().default(false),
    /** Bumped on every change, so learners' devices pull the changed lesson (ADR 101). */
    serverVersion: integer('server_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('learn_lessons_course_idx').on(t.courseId, t.position),
    index('learn_lessons_version_idx').on(t.serverVersion),
  ],
);

export interface TestAnswer {
  id: string;
  text: Localized;
  right: boolean;
}
export interface TestQuestion {
  id: string;
  text: Localized;
  multiple: boolean;
  /** A content_media id of an uploaded picture shown with the question. */
  image?: string | null;
  answers: TestAnswer[];
}

/**
 * A test of a lesson, or the course's final test (lesson_id null). Questions are one JSON document the
 * editor saves whole; every save is also frozen as a numbered version (learn_test_versions), and an
 * attempt is graded by the version its device saw (ADR 067, 114).
 */
export const learnTests = sqliteTable(
  'learn_tests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    courseId: integer('course_id')
      .notNull()
      .references(() => learnCourses.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id').references(() => learnLessons.id, { onDelete: 'cascade' }),
    questions: text('questions', { mode: 'json' }).$type<TestQuestion[]>().notNull(),
    /** M of "answer M of N correctly". */
    passCount: integer('pass_count').notNull(),
    /** N drawn per attempt; null = every question. */
    poolSize: integer('pool_size'),
    shuffle: integer('shuffle', { mode: 'boolean' }).notNull().default(false),
    /** Null = unlimited. */
    attemptLimit: integer('attempt_limit'),
    /** A lesson's practice test: delivered with its right answers and graded on the device too (ADR 114). */
    practice: integer('practice', { mode: 'boolean' }).notNull().default(false),
    /** The current version, the last one frozen in learn_test_versions. */
    version: integer('version').notNull().default(1),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('learn_tests_course_idx').on(t.courseId)],
);

/**
 * Every saved state of a test, frozen: the learner's copy names its version and an attempt is graded by
 * that version's questions, answers and M of N, however the test was edited while the phone was offline.
 */
export const learnTestVersions = sqliteTable(
  'learn_test_versions',
  {
    testId: integer('test_id')
      .notNull()
      .references(() => learnTests.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    questions: text('questions', { mode: 'json' }).$type<TestQuestion[]>().notNull(),
    passCount: integer('pass_count').notNull(),
    poolSize: integer('pool_size'),
    shuffle: integer('shuffle', { mode: 'boolean' }).notNull(),
    attemptLimit: integer('attempt_limit'),
    practice: integer('practice', { mode: 'boolean' }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.testId, t.version] })],
);

/**
 * Which version of a test a learner's phone received, and when first: a start may name only a version its
 * phone was given, and may not begin before the phone had it (ADR 114).
 */
export const learnTestDeliveries = sqliteTable(
  'learn_test_deliveries',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    testId: integer('test_id')
      .notNull()
      .references(() => learnTests.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    servedAt: integer('served_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.testId, t.version] })],
);

/** Who studies a course; an admin enrols them one by one or a whole training flow at once. */
export const learnEnrolments = sqliteTable(
  'learn_enrolments',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => learnCourses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    enrolledBy: integer('enrolled_by').references(() => users.id),
    createdAt: createdAt(),
    /** Set when an admin withdraws the learner; the row stays, so their device is told (ADR 116). */
    withdrawnAt: integer('withdrawn_at', { mode: 'timestamp_ms' }),
    /** Bumped on enrolment and withdrawal, so the learner's device pulls the course or its removal. */
    serverVersion: integer('server_version').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId] }), index('learn_enrolments_user_idx').on(t.userId)],
);

/**
 * A learner's furthest point in a lesson: viewed and done never go back, the video position only forward,
 * the materials opened only grow (a union).
 */
export const learnProgress = sqliteTable(
  'learn_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => learnLessons.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => learnCourses.id, { onDelete: 'cascade' }),
    done: integer('done', { mode: 'boolean' }).notNull().default(false),
    viewed: integer('viewed', { mode: 'boolean' }).notNull().default(false),
    videoSeconds: integer('video_seconds').notNull().default(0),
    /** content_media ids of the lesson's materials the learner opened. */
    materialsOpened: text('materials_opened', { mode: 'json' }).$type<string[]>().notNull().default([]),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] }), index('learn_progress_course_idx').on(t.courseId)],
);

/**
 * What a learner opened of a course's own materials (not a lesson's): merged as a union like a lesson's
 * materials, one row per learner and course (ADR 125).
 */
export const learnCourseProgress = sqliteTable(
  'learn_course_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => learnCourses.id, { onDelete: 'cascade' }),
    /** content_media ids of the course's materials the learner opened. */
    materialsOpened: text('materials_opened', { mode: 'json' }).$type<string[]>().notNull().default([]),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);

/** Why an attempt's times are implausible (ADR 114); each one asks an admin to look before it counts. */
export type AttemptFlag =
  | 'start_future'
  | 'start_past'
  | 'clock_behind'
  | 'finish_future'
  | 'finish_before_start'
  | 'too_fast'
  // ADR 133: the server's receipts leave too little time; a pooled draw out of turn or from an older app.
  | 'too_fast_received'
  | 'draw_order'
  | 'unseeded';

/**
 * One attempt at a test, named by the device (a UUID), with the rule it started under frozen in it:
 * the test version the device saw, the questions drawn and M. Graded by the server on submit; two
 * devices make two attempts.
 */
export const learnAttempts = sqliteTable(
  'learn_attempts',
  {
    id: text('id').primaryKey(),
    testId: integer('test_id')
      .notNull()
      .references(() => learnTests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    questionIds: text('question_ids', { mode: 'json' }).$type<string[]>().notNull(),
    passCount: integer('pass_count').notNull(),
    startedAt: integer('started_at', { mode: 'timestamp_ms' }).notNull(),
    submittedAt: integer('submitted_at', { mode: 'timestamp_ms' }),
    correct: integer('correct'),
    passed: integer('passed', { mode: 'boolean' }),
    /** The test version graded against (what the device saw when it started). */
    version: integer('version').notNull().default(1),
    /** The device's own start and finish times, as sent, and when the server received each. */
    deviceStartedAt: integer('device_started_at', { mode: 'timestamp_ms' }),
    deviceSubmittedAt: integer('device_submitted_at', { mode: 'timestamp_ms' }),
    startReceivedAt: integer('start_received_at', { mode: 'timestamp_ms' }),
    submitReceivedAt: integer('submit_received_at', { mode: 'timestamp_ms' }),
    /** The times were implausible (flag_reasons says how): kept, but marked for review. */
    flagged: integer('flagged', { mode: 'boolean' }).notNull().default(false),
    flagReasons: text('flag_reasons', { mode: 'json' }).$type<AttemptFlag[]>().notNull().default([]),
    /** A flagged passed attempt waits for an admin: pending, then approved or rejected; null = no review. */
    review: text('review', { enum: ['pending', 'approved', 'rejected'] }),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: integer('reviewed_at', { mode: 'timestamp_ms' }),
    /** Started beyond the attempt limit on a second device: kept and graded, never counted. */
    overLimit: integer('over_limit', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  // By test: the course report reads one test's attempts without walking everyone's.
  (t) => [
    index('learn_attempts_user_idx').on(t.userId, t.testId),
    index('learn_attempts_test_idx').on(t.testId),
    // The review list reads only the waiting attempts, however many attempts a test has.
    index('learn_attempts_pending_idx')
      .on(t.testId)
      .where(sql`review = 'pending'`),
  ],
);

/** The answer given to one question of an attempt: one row per question, so a replay replaces, never adds. */
export const learnAttemptAnswers = sqliteTable(
  'learn_attempt_answers',
  {
    attemptId: text('attempt_id')
      .notNull()
      .references(() => learnAttempts.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    answerIds: text('answer_ids', { mode: 'json' }).$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

/**
 * A certificate the server issued on finishing a course, or the training (an application whose flow
 * was completed; course_id null); verified in public by its code (ADR 069, 115).
 */
export const learnCertificates = sqliteTable(
  'learn_certificates',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    number: text('number').notNull().unique(),
    code: text('code').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    courseId: integer('course_id').references(() => learnCourses.id),
    applicationId: integer('application_id').references(() => applications.id),
    issuedAt: integer('issued_at', { mode: 'timestamp_ms' }).notNull(),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
    /**
     * Who revoked it: an admin, the training application's status leaving completed (which a return to
     * completed undoes; an admin's revocation stays), or an earlier attempt arriving late that used the
     * attempt the pass was counted in (its own recount undoes it; ADR 132). Null while valid (ADR 125).
     */
    revokedReason: text('revoked_reason', { enum: ['admin', 'status', 'attempts'] }),
  },
  (t) => [
    index('learn_certificates_user_idx').on(t.userId, t.courseId),
    index('learn_certificates_course_idx').on(t.courseId),
    uniqueIndex('learn_certificates_application_idx').on(t.applicationId),
    // A certificate is of one course or one training application, never both or neither.
    check('learn_certificates_one_subject', sql`(course_id is null) <> (application_id is null)`),
  ],
);
