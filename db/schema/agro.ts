import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { AGRO_COURSES, AGRO_STATUSES } from '../../contract/agro-values.ts';
import { createdAt } from './columns.ts';
import { kato, requiredPlace, users } from './core.ts';

/* ---------------------------------------------------------- agro applications ---------------------------------------------------------- */

/**
 * Applications to the household-farming project. The person is kept on the application itself (a
 * villager applies without an account; ADR 061); what is filtered or sorted has a column, the rest of
 * the form (farm, sales, credit need…) is `answers` as the schema parsed it.
 */
export const agroApplications = sqliteTable(
  'agro_applications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The device's UUID of the record: the same submission never makes two applications. */
    clientRecordId: text('client_record_id').notNull().unique(),
    iin: text('iin').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    gender: text('gender', { enum: ['male', 'female'] }).notNull(),
    birthday: text('birthday').notNull(),
    ...requiredPlace(),
    ruralOkrugId: integer('rural_okrug_id').references(() => kato.id),
    village: text('village').notNull(),
    coopName: text('coop_name'),
    answers: text('answers', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: AGRO_STATUSES }).notNull().default('applied'),
    statusReason: text('status_reason'),
    enrolledCourse: text('enrolled_course', { enum: AGRO_COURSES }),
    curatorId: integer('curator_id').references(() => users.id),
    technologistId: integer('technologist_id').references(() => users.id),
    /** The signed-in applicant who sent it from their own device, if any. */
    applicantId: integer('applicant_id').references(() => users.id),
    /** The operator who typed it on a tablet, if any. */
    registeredBy: integer('registered_by').references(() => users.id),
    source: text('source', { enum: ['public', 'office', 'import'] }).notNull(),
    /** The import job that created or last updated it (its batch; ADR 093). */
    importJobId: integer('import_job_id'),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('agro_applications_iin_idx').on(t.iin),
    // Each sort of the list, and a status, region or district filter newest first, reads only its page (ADR 123).
    index('agro_applications_status_idx').on(t.status, t.createdAt),
    index('agro_applications_district_idx').on(t.districtId, t.createdAt),
    index('agro_applications_region_idx').on(t.regionId, t.createdAt),
    index('agro_applications_created_idx').on(t.createdAt),
    index('agro_applications_name_idx').on(t.name),
    index('agro_applications_status_id_idx').on(t.status),
    index('agro_applications_applicant_idx').on(t.applicantId),
    index('agro_applications_import_job_idx').on(t.importJobId),
  ],
);

/** The courses an application chose, one row each, so the list filters and the report counts by course. */
export const agroApplicationCourses = sqliteTable(
  'agro_application_courses',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => agroApplications.id, { onDelete: 'cascade' }),
    course: text('course', { enum: AGRO_COURSES }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.course] }), index('agro_courses_course_idx').on(t.course)],
);
