import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { Definition, Label } from '../../contract/survey.ts';
import { PER_PERSON, SURVEY_TYPES } from '../../contract/survey.ts';
import { createdAt } from './columns.ts';
import { kato, users } from './core.ts';
import { flows } from './training.ts';

/* ---------------------------------------------------------------- surveys ---------------------------------------------------------------- */

/** A questionnaire: its working definition is edited freely; what people answer is a frozen version (ADR 078). */
export const surveys = sqliteTable('surveys', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** entry, exit, follow_up or feedback: the seed's statistics `{type}` (ADR 079). */
  type: text('type', { enum: SURVEY_TYPES }).notNull(),
  title: text('title', { mode: 'json' }).$type<Label>().notNull(),
  /** The builder's working copy, never answered directly. */
  draft: text('draft', { mode: 'json' }).$type<Definition>().notNull(),
  /** The version answered now; null before the first publication or after a withdrawal. */
  currentVersion: integer('current_version'),
  /**
   * `once`: one answer per person — statistics count people, a person's latest answer set standing for
   * them; `repeated`: a repeated measurement — every answer set counts (issue 33 point 4).
   */
  perPerson: text('per_person', { enum: PER_PERSON }).notNull().default('once'),
  /** Google Forms column header → question code, as last confirmed (ADR 081). */
  importMap: text('import_map', { mode: 'json' }).$type<Record<string, string | null>>(),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: createdAt(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
});

/** A published, frozen definition. Answers name their version forever, even after it is withdrawn. */
export const surveyVersions = sqliteTable(
  'survey_versions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id),
    version: integer('version').notNull(),
    title: text('title', { mode: 'json' }).$type<Label>().notNull(),
    definition: text('definition', { mode: 'json' }).$type<Definition>().notNull(),
    publishedAt: integer('published_at', { mode: 'timestamp_ms' }).notNull(),
    withdrawnAt: integer('withdrawn_at', { mode: 'timestamp_ms' }),
  },
  (t) => [uniqueIndex('survey_versions_survey_version').on(t.surveyId, t.version)],
);

/** One respondent's answer set: stored once per device UUID, on the version it was given on. */
export const surveyResponses = sqliteTable(
  'survey_responses',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clientRecordId: text('client_record_id').notNull().unique(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id),
    version: integer('version').notNull(),
    /** The survey's type when answered, so entry and exit answers pair without a join. */
    type: text('type', { enum: SURVEY_TYPES }).notNull(),
    answers: text('answers', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    /** The respondent's IIN when given (pairs entry and exit); the applicant account when one has it. */
    iin: text('iin'),
    applicantId: integer('applicant_id').references(() => users.id),
    flowId: integer('flow_id').references(() => flows.id),
    regionId: integer('region_id').references(() => kato.id),
    districtId: integer('district_id').references(() => kato.id),
    /** Literacy points and the most there were, over the version's scored questions. */
    score: real('score'),
    maxScore: real('max_score'),
    debt: real('debt'),
    /** `phone`: a public answer whose IIN's registered phone was proven by SMS (ADR 133). */
    source: text('source', { enum: ['public', 'flow', 'account', 'import', 'phone'] }).notNull(),
    collectedBy: integer('collected_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('survey_responses_survey_idx').on(t.surveyId, t.createdAt),
    // Statistics and exports read a survey's answer sets in id pages (api/surveys/responses-query.ts).
    index('survey_responses_survey_id_idx').on(t.surveyId, t.id),
    index('survey_responses_iin_idx').on(t.type, t.iin),
  ],
);
