/**
 * A survey's definition (the builder's output, frozen per published version) and what a device sends
 * with `survey.answer`. Question and option codes are language-independent: answers, statistics and
 * imports name them, labels are only for people (ADR 078).
 */
import { z } from 'zod';
import { normalizePhone, smsProof } from './fields.ts';
import { LOCALES } from './locale.ts';
import { SURVEY_TYPES } from './survey-values.ts';

export { SURVEY_TYPES, type SurveyType } from './survey-values.ts';

export const QUESTION_TYPES = [
  'single',
  'multiple',
  'dropdown',
  'region',
  'district',
  'text',
  'long_text',
  'integer',
  'decimal',
  'date',
  'scale',
  'matrix',
  'ranking',
  'yes_no',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Types whose answer is one of the question's own options. */
export const OPTION_TYPES: readonly QuestionType[] = ['single', 'multiple', 'dropdown', 'ranking'];
/** Types a right answer can be set on (a literacy test's item). */
export const SCORABLE_TYPES: readonly QuestionType[] = ['single', 'dropdown', 'yes_no'];
export const NUMBER_TYPES: readonly QuestionType[] = ['integer', 'decimal', 'scale'];

const code = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'survey.errors.code');
/** Text per interface language; at least one must be given. */
export const localizedLabel = z
  .object(
    Object.fromEntries(LOCALES.map((l) => [l, z.string().trim().max(500).optional()])) as Record<
      (typeof LOCALES)[number],
      z.ZodOptional<z.ZodString>
    >,
  )
  .refine((v) => Object.values(v).some(Boolean), 'validation.required');
export type Label = z.output<typeof localizedLabel>;

const option = z.object({ code, label: localizedLabel });

export const questionSchema = z.object({
  code,
  type: z.enum(QUESTION_TYPES),
  label: localizedLabel,
  required: z.boolean().default(false),
  options: z.array(option).max(50).default([]),
  /** Matrix rows, each answered on the 1–5 scale. */
  rows: z.array(option).max(30).default([]),
  min: z.number().nullable().default(null),
  max: z.number().nullable().default(null),
  /** Shown only when an earlier question's answer is (or, for multiple choice, includes) one of these codes. */
  show_if: z
    .object({ question: code, equals: z.array(z.string().min(1)).min(1) })
    .nullable()
    .default(null),
  /** A test item: the right option and the points it gives. */
  score: z
    .object({ right: z.string().min(1), points: z.number().positive().max(100) })
    .nullable()
    .default(null),
  /** The answer is the respondent's declared debt (tenge), the programme's second indicator. */
  measures_debt: z.boolean().default(false),
});
export type Question = z.output<typeof questionSchema>;

/** Questions one survey may have; a Google Forms file with more columns is refused (google-import.ts). */
export const MAX_QUESTIONS = 200;

export const definitionSchema = z
  .object({ questions: z.array(questionSchema).min(1, 'validation.required').max(MAX_QUESTIONS) })
  .superRefine(({ questions }, ctx) => {
    const seen = new Map<string, Question>();
    questions.forEach((q, i) => {
      const at = (path: (string | number)[], message: string) =>
        ctx.addIssue({ code: 'custom', path: ['questions', i, ...path], message });
      if (seen.has(q.code)) at(['code'], 'survey.errors.duplicate_code');
      if (OPTION_TYPES.includes(q.type) && q.options.length < 2) at(['options'], 'survey.errors.options');
      if (new Set(q.options.map((o) => o.code)).size !== q.options.length)
        at(['options'], 'survey.errors.duplicate_code');
      if (q.type === 'matrix' && q.rows.length < 1) at(['rows'], 'survey.errors.options');
      if (q.min !== null && q.max !== null && q.min > q.max) at(['max'], 'survey.errors.out_of_range');
      if (q.show_if) {
        // Only an earlier question can decide: the runner and the server read answers in order.
        const on = seen.get(q.show_if.question);
        if (!on) at(['show_if', 'question'], 'survey.errors.show_if');
      }
      if (q.score) {
        const rights = q.type === 'yes_no' ? ['yes', 'no'] : q.options.map((o) => o.code);
        if (!SCORABLE_TYPES.includes(q.type) || !rights.includes(q.score.right)) at(['score'], 'survey.errors.score');
      }
      if (q.measures_debt && !NUMBER_TYPES.includes(q.type)) at(['measures_debt'], 'survey.errors.score');
      seen.set(q.code, q);
    });
  });
export type Definition = z.output<typeof definitionSchema>;

/** How a survey counts a person who answers it twice: once (their latest answer), or every time. */
export const PER_PERSON = ['once', 'repeated'] as const;
export type PerPerson = (typeof PER_PERSON)[number];

export const surveyInput = z.object({
  type: z.enum(SURVEY_TYPES),
  title: localizedLabel,
  definition: definitionSchema,
  /** Absent: kept as it is (a new survey: once). */
  per_person: z.enum(PER_PERSON).optional(),
});
export type SurveyInput = z.input<typeof surveyInput>;

/** One answer value as a device sends it; the frozen version decides what it must be (survey-answers.ts). */
export const answerValue = z.union([
  z.string().max(5000),
  z.number(),
  z.array(z.string().max(200)).max(50),
  z.record(z.string(), z.number()),
  z.null(),
]);
export type AnswerValue = z.output<typeof answerValue>;

export const surveyAnswerSchema = z.object({
  /** The device's UUID of this respondent's answer set: the same set is stored once. */
  client_record_id: z.uuid(),
  survey_id: z.number().int().positive(),
  /** The published version the device showed. */
  version: z.number().int().positive(),
  answers: z.record(z.string(), answerValue),
  /**
   * Links the answers to the person when proven theirs (ADR 133): signed in as them, collected by a staff
   * account, or with `phone` (the one registered for this IIN) proven by SMS (`verification`); anonymous otherwise.
   */
  iin: z
    .string()
    .transform((v) => v.replace(/\s/g, ''))
    .optional(),
  phone: z.string().transform(normalizePhone).optional(),
  verification: smsProof,
  /** A trainer collecting answers in a training flow. */
  flow_id: z.number().int().positive().optional(),
  region_id: z.number().int().positive().optional(),
  district_id: z.number().int().positive().optional(),
  /** A public respondent agreed to the processing of their answers. */
  consent: z.literal(true, 'validation.tick.required'),
});
export type SurveyAnswerArgs = z.input<typeof surveyAnswerSchema>;

/** Statistics filters (`/api/surveys/{id}/stats`, `/crosstab`, `/export`). */
export const surveyFilters = z.object({
  date_from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  date_to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  region_id: z.coerce.number().int().positive().optional(),
  district_id: z.coerce.number().int().positive().optional(),
  flow_id: z.coerce.number().int().positive().optional(),
  version: z.coerce.number().int().positive().optional(),
});
export type SurveyFilters = z.output<typeof surveyFilters>;

export const crosstabQuery = surveyFilters.extend({ row: code, col: code });
export const surveyExportQuery = surveyFilters.extend({ format: z.enum(['csv', 'xlsx']).default('csv') });
/** A collector's question before an answer is sent: has this IIN answered the survey already? */
export const answeredQuery = z.object({ iin: z.string().regex(/^\d{12}$/, 'validation.iin.invalid') });
export const outcomesQuery = z.object({ group: z.enum(['all', 'region', 'flow']).default('all') });

/** A Google Forms CSV export and the column → question map (missing headers: matched by label, else new). */
export const surveyImportSchema = z.object({
  csv: z.string().min(1, 'validation.required').max(1_000_000, 'survey.errors.import_too_large'),
  mapping: z.record(z.string(), code.nullable()).default({}),
});

/** The programme's targets (seed §1): financial literacy up 30 %, consumer debt down 20 %. */
export const LITERACY_TARGET = 0.3;
export const DEBT_TARGET = -0.2;

/** A label in the reader's language, else Russian (the fallback), else whichever language it has. */
export const labelIn = (label: Label, locale: string): string =>
  label[locale as keyof Label] || label.ru || Object.values(label).find(Boolean) || '';
