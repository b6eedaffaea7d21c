/**
 * The online-learning contract: the admin's course, lesson and test forms, enrolment, and the
 * outbox mutations a learner's device sends (progress, attempt start, answer, submit).
 */
import { z } from 'zod';
import { optionalKatoId, optionalPhone, phone } from './fields.ts';
import { LOCALES } from './locale.ts';
import { LEARN_KINDS, LEARN_LANGUAGES } from './learning-values.ts';

export {
  LEARN_KINDS,
  LEARN_LANGUAGES,
  MATERIAL_TYPES,
  materialType,
  type LearnKind,
  type LearnLanguage,
  type MaterialType,
} from './learning-values.ts';

const texts = (max: number) =>
  z.object(Object.fromEntries(LOCALES.map((l) => [l, z.string().trim().max(max, 'validation.too_long').optional()])));
/** Text in the four languages, present in at least one. */
const required = (max: number) =>
  texts(max).refine((v) => Object.values(v).some((s) => s), 'validation.content.one_language');
const optional = (max: number) => texts(max).default({});
const mediaId = z.string().regex(/^[0-9a-f]{32}$/, 'validation.invalid');

/** Files attached to a course or a lesson: an uploaded file's id and the name learners read. */
const materials = z
  .array(z.object({ media_id: mediaId, name: z.string().trim().min(1, 'validation.required').max(200) }))
  .max(20, 'validation.invalid')
  .default([]);

/** A latitude or longitude typed in a form ("43,25", 43.25) or none; out of range is the field's error. */
const coordinate = (limit: number) =>
  z
    .union([z.number(), z.string()], 'validation.coordinate.invalid')
    .nullish()
    .transform((v) => (v === '' || v === null || v === undefined ? null : Number(String(v).replace(',', '.'))))
    .refine((v) => v === null || (Number.isFinite(v) && Math.abs(v) <= limit), 'validation.coordinate.invalid');

export const courseInput = z
  .object({
    kind: z.enum(LEARN_KINDS, 'validation.required'),
    title: required(300),
    description: optional(4000),
    content: optional(100_000),
    image: mediaId.nullable().default(null),
    materials,
    language: z.enum(LEARN_LANGUAGES, 'validation.required'),
    region_id: optionalKatoId.transform((v) => v ?? null),
    district_id: optionalKatoId.transform((v) => v ?? null),
    responsible_name: z.string().trim().max(200, 'validation.too_long').optional(),
    responsible_phone: optionalPhone,
    schedule_title: optional(300),
    schedule_description: optional(4000),
    lat: coordinate(90),
    lon: coordinate(180),
    address: optional(500),
    comments: z.string().trim().max(4000, 'validation.too_long').optional(),
  })
  .superRefine((v, ctx) => {
    // A district is picked within a region; a point needs both coordinates.
    if (v.district_id !== null && v.region_id === null)
      ctx.addIssue({ code: 'custom', path: ['region_id'], message: 'validation.required' });
    if ((v.lat === null) !== (v.lon === null))
      ctx.addIssue({ code: 'custom', path: [v.lat === null ? 'lat' : 'lon'], message: 'validation.required' });
  });
export type CourseInput = z.input<typeof courseInput>;

export const lessonInput = z.object({
  title: required(300),
  description: optional(4000),
  content: optional(100_000),
  /** Staff notes; learners never see them. */
  comment: z.string().trim().max(4000, 'validation.too_long').optional(),
  materials,
  /** An uploaded picture and an uploaded MP4 (its low variant is made on upload, ADR 100). */
  cover: mediaId.nullable().default(null),
  video: mediaId.nullable().default(null),
  position: z.number().int().min(1).max(1000).optional(),
});
export type LessonInput = z.input<typeof lessonInput>;

const shortId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'validation.invalid');

const question = z
  .object({
    id: shortId,
    text: required(1000),
    multiple: z.boolean().default(false),
    /** An uploaded picture shown with the question (checked to be an image on save). */
    image: mediaId.nullable().default(null),
    answers: z
      .array(z.object({ id: shortId, text: required(500), right: z.boolean() }))
      .min(2, 'learn.errors.two_answers')
      .max(10, 'validation.invalid'),
  })
  .superRefine((q, ctx) => {
    const right = q.answers.filter((a) => a.right).length;
    if (right === 0 || (!q.multiple && right > 1))
      ctx.addIssue({ code: 'custom', path: ['answers'], message: 'learn.errors.right_answers' });
  });

/**
 * The whole test as the editor saves it: per lesson, or the course's final test when lesson_id is null.
 * Every save is frozen as a new version (ADR 114). A practice test (lessons only) goes to the learner with
 * its right answers and is graded on the device too; a final test never carries them.
 */
export const testInput = z
  .object({
    lesson_id: z.number().int().positive().nullable().default(null),
    questions: z.array(question).min(1, 'learn.errors.no_questions').max(200, 'validation.invalid'),
    pass_count: z.number({ message: 'validation.required' }).int().min(1, 'validation.number.range'),
    pool_size: z.number().int().min(1, 'validation.number.range').nullable().default(null),
    shuffle: z.boolean().default(false),
    attempt_limit: z.number().int().min(1, 'validation.number.range').max(100).nullable().default(null),
    practice: z.boolean().default(false),
  })
  .superRefine((t, ctx) => {
    if (t.practice && t.lesson_id === null)
      ctx.addIssue({ code: 'custom', path: ['practice'], message: 'learn.errors.practice_final' });
    const n = t.pool_size ?? t.questions.length;
    if (t.pool_size !== null && t.pool_size > t.questions.length)
      ctx.addIssue({ code: 'custom', path: ['pool_size'], message: 'learn.errors.pool_too_big' });
    if (t.pass_count > n) ctx.addIssue({ code: 'custom', path: ['pass_count'], message: 'learn.errors.pass_too_big' });
    if (new Set(t.questions.map((q) => q.id)).size !== t.questions.length)
      ctx.addIssue({ code: 'custom', path: ['questions'], message: 'validation.invalid' });
  });
export type TestInput = z.input<typeof testInput>;

/** The course's introductory video, set apart from the course form. */
export const courseVideoInput = z.object({ video: mediaId.nullable() });

export const publishInput = z.object({ published: z.boolean() });

/** Enrol people one by one (their account ids or phones) or a whole training flow's students. */
export const enrolInput = z
  .object({
    user_ids: z.array(z.number().int().positive()).max(500).default([]),
    phones: z.array(phone).max(500).default([]),
    flow_id: z.number().int().positive().nullable().default(null),
  })
  .refine((v) => v.user_ids.length > 0 || v.phones.length > 0 || v.flow_id !== null, 'validation.required');

/** Withdraw learners from a course: they lose it, and their devices drop the saved copy (ADR 116). */
export const withdrawInput = z.object({
  user_ids: z.array(z.number().int().positive()).min(1, 'validation.required').max(500, 'validation.invalid'),
});

const uuid = z.uuid('validation.invalid');

/**
 * Progress on a lesson; merged on the server as the furthest point (viewed, done, the video position) and
 * the union of the materials opened (ADR 068, 117).
 */
export const learnProgressSchema = z.object({
  lesson_id: z.number().int().positive(),
  done: z.boolean().default(false),
  viewed: z.boolean().default(false),
  video_seconds: z.number().int().min(0).max(86_400).default(0),
  /** Media ids of the lesson's materials opened on the device. */
  materials_opened: z.array(mediaId).max(20, 'validation.invalid').default([]),
});

/**
 * A course's own materials opened (not a lesson's): merged on the server as a union, like a lesson's
 * (ADR 125).
 */
export const learnCourseProgressSchema = z.object({
  course_id: z.number().int().positive(),
  materials_opened: z.array(mediaId).min(1, 'validation.required').max(20, 'validation.invalid'),
});

/**
 * The device starts an attempt it named, with the questions it drew (the pool, shuffled on the device)
 * and the test version it drew them from: the attempt is graded by that version (ADR 114). The version is
 * optional only for starts queued by an older app.
 */
export const learnStartSchema = z.object({
  attempt_id: uuid,
  test_id: z.number().int().positive(),
  question_ids: z.array(shortId).min(1).max(200),
  version: z.number().int().positive().optional(),
  /**
   * A pooled test: which of this person's draws (0, 1, …: their attempts in order) the questions are, from
   * the seed the course copy carries (ADR 133). Absent only from an older app's start.
   */
  draw: z.number().int().min(0).max(1000).optional(),
});
/** One question's answer; sent again, it replaces the earlier one. */
export const learnAnswerSchema = z.object({
  attempt_id: uuid,
  question_id: shortId,
  answer_ids: z.array(shortId).max(10),
});
export const learnSubmitSchema = z.object({ attempt_id: uuid });

/** An admin's decision on a flagged attempt (ADR 114). */
export const attemptReviewInput = z.object({ decision: z.enum(['approved', 'rejected'], 'validation.required') });

export type AttemptReview = 'pending' | 'approved' | 'rejected';

export interface LearnResult {
  attempt_id: string;
  test_id: number;
  total: number;
  pass_count: number;
  correct: number | null;
  passed: boolean | null;
  submitted_at: number | null;
  /** Pending: a passed attempt with implausible times waits for an admin before it counts. */
  review: AttemptReview | null;
  /** Started beyond the attempt limit on another device: graded, never counted. */
  over_limit: boolean;
}
