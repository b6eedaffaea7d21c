/** The course report's queries and its tables' columns (ADR 103): the screen and the download share them. */
import { z } from 'zod';
import { EXPORT_FORMATS } from './export.ts';

const id = z.coerce.number().int().positive('validation.invalid');

/** With a region, the areas are that region's districts; without, the regions. */
export const courseReportQuery = z.object({ region_id: id.optional() });

export const LEARNERS_PAGE = 50;
export const LEARNERS_MAX_PAGE = 200;
/** One page of learners, after the last user id of the page before (the enrolment's index order). */
export const courseLearnersQuery = courseReportQuery.extend({
  after: z.coerce.number('validation.invalid').int('validation.invalid').min(0, 'validation.invalid').default(0),
  per_page: z.coerce
    .number('validation.invalid')
    .int('validation.invalid')
    .min(1, 'validation.number.range')
    .max(LEARNERS_MAX_PAGE, 'validation.number.range')
    .default(LEARNERS_PAGE),
});

export const COURSE_REPORT_TABLES = ['areas', 'questions', 'learners', 'answers'] as const;
export type CourseReportTable = (typeof COURSE_REPORT_TABLES)[number];

export const courseReportExport = courseReportQuery.extend({
  table: z.enum(COURSE_REPORT_TABLES, 'validation.invalid'),
  format: z.enum(EXPORT_FORMATS, 'validation.invalid'),
});

/** Column message ids per table, in the order the screen shows them and the file writes them. */
export const COURSE_REPORT_COLUMNS = {
  areas: ['area', 'enrolled', 'started', 'finished', 'took_test', 'passed', 'pass_rate'],
  questions: ['test', 'question', 'asked', 'right', 'share_right'],
  learners: [
    'name',
    'phone',
    'region',
    'district',
    'lessons_done',
    'course_materials',
    'attempts',
    'best',
    'passed',
    'finished',
  ],
  answers: ['name', 'phone', 'test', 'attempt', 'submitted_at', 'question', 'chosen', 'answered_right'],
} as const satisfies Record<CourseReportTable, readonly string[]>;

export interface AreaRow {
  kato_id: number | null;
  label: string;
  enrolled: number;
  started: number;
  finished: number;
  took_test: number;
  passed: number;
  /** Percent, one decimal: learners who passed the final test of those who took it. */
  pass_rate: number | null;
}
export interface QuestionRow {
  test_id: number;
  test: string;
  id: string;
  text: string;
  asked: number;
  right: number;
  share_right: number | null;
}
export interface LearnerRow {
  user_id: number;
  name: string;
  phone: string;
  region: string;
  district: string;
  lessons_done: number;
  /** The course's own materials opened as "opened / total", or null when the course has none (ADR 125). */
  course_materials: string | null;
  attempts: number;
  /** The best submitted final-test attempt as "correct / total", or null before any. */
  best: string | null;
  passed: boolean;
  finished: boolean;
}
export interface AnswerRow {
  user_id: number;
  name: string;
  phone: string;
  test: string;
  attempt_id: string;
  submitted_at: string | null;
  question: string;
  chosen: string;
  answered_right: boolean;
}

type Rows = { areas: AreaRow; questions: QuestionRow; learners: LearnerRow; answers: AnswerRow };
type Cell = string | number | null;

/** A row's cells as the screen shows them and the file writes them; `say` translates a message id. */
export function courseReportCells<T extends CourseReportTable>(table: T, row: Rows[T], say: (id: string) => string) {
  const yes = (v: boolean) => say(v ? 'learn.report.yes' : 'learn.report.no');
  const cells: { [K in CourseReportTable]: (r: Rows[K]) => Cell[] } = {
    areas: (r) => [r.label, r.enrolled, r.started, r.finished, r.took_test, r.passed, r.pass_rate],
    questions: (r) => [r.test, r.text, r.asked, r.right, r.share_right],
    learners: (r) => [
      r.name,
      r.phone,
      r.region,
      r.district,
      r.lessons_done,
      r.course_materials,
      r.attempts,
      r.best,
      yes(r.passed),
      yes(r.finished),
    ],
    answers: (r) => [
      r.name,
      r.phone,
      r.test,
      r.attempt_id,
      r.submitted_at,
      r.question,
      r.chosen,
      yes(r.answered_right),
    ],
  };
  return cells[table](row);
}
